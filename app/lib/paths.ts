/** The URL of each kind of page: one place, so links and the route table agree. */
export const collegesPath = "/colleges";
export const collegePath = (college: string) => `/colleges/${college}`;
export const programPath = (college: string, program: string) => `/colleges/${college}/${program}`;
export const COLLEGE_TEMPLATE_PATH = "/colleges/college-template";
export const PROGRAM_TEMPLATE_PATH = "/colleges/specialty-template";
