// Decap CMS's interface in Arabic, registered with `CMS.registerLocale("ar", ar)` (and `locale: ar` in the
// CMS config). Phrases not given here fall back to English, because Decap merges the locale over English.
// Translated from decap-cms-locales 3.8.2's `en`. Plural phrases follow Polyglot's Arabic rule: six forms
// separated by "||||" in the order zero, one, two, few (3–10), many (11–99), other (100, 101, 102…).

export const ar = {
  auth: {
    login: "تسجيل الدخول",
    loggingIn: "جارٍ تسجيل الدخول...",
    // The office logs in with its account on the university's file server, whatever its make.
    loginWithNetlifyIdentity: "تسجيل الدخول بحساب الجامعة",
    loginWithAzure: "تسجيل الدخول بحساب الجامعة",
    loginWithBitbucket: "تسجيل الدخول بحساب الجامعة",
    loginWithGitHub: "تسجيل الدخول بحساب الجامعة",
    loginWithGitLab: "تسجيل الدخول بحساب الجامعة",
    loginWithGitea: "تسجيل الدخول بحساب الجامعة",
    loginWithForgejo: "تسجيل الدخول بحساب الجامعة",
    errors: {
      email: "تأكد من إدخال بريدك الإلكتروني.",
      password: "يُرجى إدخال كلمة المرور.",
      identitySettings: "تعذّر الوصول إلى إعدادات تسجيل الدخول: أبلغ مكتب الموقع الإلكتروني.",
    },
  },
  app: {
    header: {
      content: "المحتوى",
      workflow: "سير التحرير",
      media: "الوسائط",
      quickAdd: "إضافة سريعة",
    },
    app: {
      errorHeader: "خطأ في تحميل إعدادات نظام إدارة المحتوى",
      configErrors: "أخطاء في الإعدادات",
      checkConfigYml: "أبلغ مكتب الموقع الإلكتروني بهذا الخطأ.",
      loadingConfig: "جارٍ تحميل الإعدادات...",
      waitingBackend: "بانتظار خادم الملفات…",
    },
    notFoundPage: {
      header: "الصفحة غير موجودة",
    },
  },
  collection: {
    sidebar: {
      collections: "المجموعات",
      allCollections: "كل المجموعات",
      searchAll: "البحث في الكل",
      searchIn: "البحث في",
    },
    collectionTop: {
      sortBy: "ترتيب حسب",
      viewAs: "طريقة العرض",
      viewAsList: "العرض على شكل قائمة",
      viewAsGrid: "العرض على شكل شبكة",
      newButton: "إضافة %{collectionLabel}",
      newButtonAriaLabel: "إنشاء عنصر من نوع %{collectionLabel}",
      ascending: "تصاعدي",
      descending: "تنازلي",
      searchResults: "نتائج البحث عن «%{searchTerm}»",
      searchResultsInCollection: "نتائج البحث عن «%{searchTerm}» في %{collection}",
      filterBy: "تصفية حسب",
      groupBy: "تجميع حسب",
    },
    entries: {
      loadingEntries: "جارٍ تحميل العناصر...",
      cachingEntries: "جارٍ تخزين العناصر مؤقتًا...",
      longerLoading: "قد يستغرق هذا عدة دقائق",
      noEntries: "لا توجد عناصر",
      unpublishedHeader: "عناصر غير منشورة",
    },
    groups: {
      other: "أخرى",
      negateLabel: "غير %{label}",
    },
    defaultFields: {
      author: {
        label: "الكاتب",
      },
      updatedOn: {
        label: "تاريخ آخر تعديل",
      },
    },
  },
  editor: {
    editorControl: {
      field: {
        optional: "اختياري",
        // Decap names each field's box by its widget's code («حقل list»): the box's label names it already.
        widgetLabel: "",
      },
    },
    editorControlPane: {
      widget: {
        required: "هذا الحقل مطلوب: املأه.",
        regexPattern: "«%{fieldLabel}»: %{pattern}.",
        processing: "جارٍ معالجة حقل «%{fieldLabel}».",
        range: "اكتب في حقل «%{fieldLabel}» قيمة بين %{minValue} و%{maxValue}.",
        min: "اكتب في حقل «%{fieldLabel}» قيمة لا تقل عن %{minValue}.",
        max: "اكتب في حقل «%{fieldLabel}» قيمة لا تزيد على %{maxValue}.",
        rangeCount: "اجعل عدد بنود «%{fieldLabel}» بين %{minCount} و%{maxCount}: أضف بنودًا أو احذف منها.",
        rangeCountExact: "اجعل عدد بنود «%{fieldLabel}» %{count} بالضبط: أضف بنودًا أو احذف منها.",
        rangeMin: "أضف بنودًا إلى «%{fieldLabel}» حتى لا يقل عددها عن %{minCount}.",
        rangeMax: "احذف بنودًا من «%{fieldLabel}» حتى لا يزيد عددها على %{maxCount}.",
        invalidPath: "لا يصلح «%{path}» مكانًا لملف: اكتب مكانًا آخر.",
        pathExists: "في «%{path}» ملف آخر: اكتب مكانًا آخر.",
      },
      i18n: {
        writingInLocale: "الكتابة بلغة %{locale}",
        copyFromLocale: "التعبئة من لغة أخرى",
        copyFromLocaleConfirm: "هل تريد تعبئة البيانات من لغة %{locale}؟\nسيُستبدل كل المحتوى الحالي.",
      },
    },
    editor: {
      onLeavePage: "هل تريد بالتأكيد مغادرة هذه الصفحة؟",
      onUpdatingWithUnsavedChanges: "لديك تغييرات غير محفوظة؛ يُرجى الحفظ قبل تغيير الحالة.",
      onPublishingNotReady: "يُرجى تغيير الحالة إلى «جاهز للنشر» قبل النشر.",
      onPublishingWithUnsavedChanges: "لديك تغييرات غير محفوظة؛ يُرجى الحفظ قبل النشر.",
      onPublishing: "هل تريد بالتأكيد نشر هذا العنصر؟",
      onUnpublishing: "هل تريد بالتأكيد إلغاء نشر هذا العنصر؟",
      onDeleteWithUnsavedChanges:
        "هل تريد بالتأكيد حذف هذا العنصر المنشور، وكذلك تغييراتك غير المحفوظة في الجلسة الحالية؟",
      onDeletePublishedEntry: "هل تريد بالتأكيد حذف هذا العنصر المنشور؟",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "سيؤدي هذا إلى حذف كل التغييرات غير المنشورة على هذا العنصر، وكذلك تغييراتك غير المحفوظة في الجلسة الحالية. هل ما زلت تريد الحذف؟",
      onDeleteUnpublishedChanges: "ستُحذف كل التغييرات غير المنشورة على هذا العنصر. هل ما زلت تريد الحذف؟",
      loadingEntry: "جارٍ تحميل العنصر...",
      confirmLoadBackup: "عُثر على نسخة احتياطية محلية لهذا العنصر. هل تريد استخدامها؟",
    },
    editorInterface: {
      toggleI18n: "إظهار اللغات الأخرى أو إخفاؤها",
      togglePreview: "إظهار المعاينة أو إخفاؤها",
      toggleScrollSync: "مزامنة التمرير",
      toggleNotes: "إظهار الملاحظات أو إخفاؤها",
    },
    editorNotesPane: {
      title: "الملاحظات",
      emptyState: "لا توجد ملاحظات بعد. أضف أول ملاحظة أدناه لبدء التعاون.",
      addNote: "إضافة ملاحظة",
      addPlaceholder: "أضف ملاحظة...",
      editPlaceholder: "عدّل ملاحظتك...",
      save: "حفظ",
      cancel: "إلغاء",
      edit: "تعديل",
      delete: "حذف",
      resolve: "تحديد كمحلولة",
      unresolve: "إعادة فتح",
      confirmDelete: "هل تريد بالتأكيد حذف هذه الملاحظة؟",
      shortcut: "تلميح: اضغط مفتاحَي التحكم والإدخال معًا لإضافة الملاحظة بسرعة.",
    },
    editorToolbar: {
      publishing: "جارٍ النشر...",
      publish: "نشر",
      published: "منشور",
      unpublish: "إلغاء النشر",
      duplicate: "إنشاء نسخة",
      unpublishing: "جارٍ إلغاء النشر...",
      publishAndCreateNew: "نشر وإنشاء عنصر جديد",
      publishAndDuplicate: "نشر وإنشاء نسخة",
      deleteUnpublishedChanges: "حذف التغييرات غير المنشورة",
      deleteUnpublishedEntry: "حذف العنصر غير المنشور",
      deletePublishedEntry: "حذف العنصر المنشور",
      deleteEntry: "حذف العنصر",
      saving: "جارٍ الحفظ...",
      save: "حفظ",
      statusInfoTooltipDraft: "حالة العنصر «مسودة». لإتمامه وإرساله إلى المراجعة، غيّر الحالة إلى «قيد المراجعة».",
      statusInfoTooltipInReview:
        "العنصر قيد المراجعة، ولا يلزم أي إجراء آخر. ومع ذلك يمكنك إجراء تغييرات إضافية في أثناء مراجعته.",
      deleting: "جارٍ الحذف...",
      updating: "جارٍ التحديث...",
      status: "الحالة: %{status}",
      backCollection: " الكتابة في مجموعة %{collectionLabel}",
      unsavedChanges: "تغييرات غير محفوظة",
      changesSaved: "تم حفظ التغييرات",
      draft: "مسودة",
      inReview: "قيد المراجعة",
      ready: "جاهز للنشر",
      publishNow: "النشر الآن",
      deployPreviewPendingButtonLabel: "التحقق من المعاينة",
      deployPreviewButtonLabel: "عرض المعاينة",
      deployButtonLabel: "عرض على الموقع",
    },
    editorWidgets: {
      markdown: {
        bold: "عريض",
        italic: "مائل",
        strikethrough: "يتوسطه خط",
        code: "شيفرة",
        link: "رابط",
        linkPrompt: "أدخل الرابط",
        headings: "العناوين",
        quote: "اقتباس",
        bulletedList: "قائمة نقطية",
        numberedList: "قائمة مرقّمة",
        addComponent: "إضافة مكوّن",
        richText: "نص منسّق",
        markdown: "النص بعلامات التنسيق",
        toggleMode: {
          rich: "التبديل إلى النص المنسّق",
          markdown: "التبديل إلى النص بعلامات التنسيق",
        },
      },
      image: {
        choose: "اختيار صورة",
        chooseMultiple: "اختيار صور",
        chooseUrl: "إدراج من رابط",
        replaceUrl: "استبدال برابط",
        promptUrl: "أدخل رابط الصورة",
        chooseDifferent: "اختيار صورة أخرى",
        addMore: "إضافة صور أخرى",
        remove: "إزالة الصورة",
        removeAll: "إزالة كل الصور",
      },
      file: {
        choose: "اختيار ملف",
        chooseUrl: "إدراج من رابط",
        chooseMultiple: "اختيار ملفات",
        replaceUrl: "استبدال برابط",
        promptUrl: "أدخل رابط الملف",
        chooseDifferent: "اختيار ملف آخر",
        addMore: "إضافة ملفات أخرى",
        remove: "إزالة الملف",
        removeAll: "إزالة كل الملفات",
      },
      unknownControl: {
        noControl: "لا يمكن تعديل هذا الحقل هنا: أبلغ مكتب الموقع الإلكتروني.",
      },
      unknownPreview: {
        noPreview: "لا معاينة لهذا الحقل.",
      },
      headingOptions: {
        headingOne: "عنوان 1",
        // The three levels the toolbar offers (cms-config.ts): named by their place, not by a
        // number that would start at 2.
        headingTwo: "عنوان قسم",
        headingThree: "عنوان فرعي",
        headingFour: "عنوان فرعي صغير",
        headingFive: "عنوان 5",
        headingSix: "عنوان 6",
      },
      datetime: {
        now: "الآن",
        clear: "مسح",
        setToNow: "ضبط «%{fieldLabel}» على الوقت الحالي",
      },
      list: {
        add: "إضافة %{item}",
        addType: "إضافة %{item}",
      },
      object: {
        expand: "توسيع",
        collapse: "طي",
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: "مسودة",
      copy: "نسخ",
      copyUrl: "نسخ الرابط",
      copyPath: "نسخ المسار",
      copyName: "نسخ الاسم",
      copied: "تم النسخ",
    },
    mediaLibrary: {
      onDelete: "هل تريد بالتأكيد حذف الوسائط المحددة؟",
      fileTooLarge: "الملف كبير جدًا.\nالإعدادات لا تسمح بملفات يزيد حجمها على %{size} كيلوبايت.",
    },
    mediaLibraryModal: {
      loading: "جارٍ التحميل...",
      close: "إغلاق",
      noResults: "لا توجد نتائج.",
      noAssetsFound: "لم يُعثر على ملفات.",
      noImagesFound: "لم يُعثر على صور.",
      private: "خاص: ",
      images: "الصور",
      mediaAssets: "ملفات الوسائط",
      search: "بحث...",
      uploading: "جارٍ الرفع...",
      upload: "رفع",
      download: "تنزيل",
      deleting: "جارٍ الحذف...",
      deleteSelected: "حذف المحدد",
      chooseSelected: "اختيار المحدد",
    },
  },
  ui: {
    default: {
      goBackToSite: "العودة إلى الموقع",
    },
    errorBoundary: {
      title: "خطأ",
      // The link Decap puts after these words reports to its own developers: office-words.ts hides it.
      details: "حدث خطأ في نظام إدارة المحتوى: انسخ «التفاصيل» أدناه وأرسلها إلى مكتب الموقع الإلكتروني. ",
      reportIt: "",
      detailsHeading: "التفاصيل",
      privacyWarning: "",
      recoveredEntry: {
        heading: "مستند مُستعاد",
        warning: "يُرجى نسخ هذا النص ولصقه في مكان آخر قبل مغادرة الصفحة!",
        copyButtonLabel: "نسخ إلى الحافظة",
      },
    },
    settingsDropdown: {
      logOut: "تسجيل الخروج",
      account: "قائمة خيارات الحساب",
    },
    toast: {
      onFailToLoadEntries: "تعذّر تحميل العنصر: %{details}",
      onFailToLoadDeployPreview: "تعذّر تحميل المعاينة: %{details}",
      onFailToPersist: "تعذّر حفظ العنصر: %{details}",
      onFailToDelete: "تعذّر حذف العنصر: %{details}",
      onFailToUpdateStatus: "تعذّر تحديث الحالة: %{details}",
      missingRequiredField: "لم يُحفظ شيء: املأ الحقول المطلوبة المعلَّمة بالأحمر، ثم احفظ.",
      entrySaved: "تم حفظ العنصر",
      entryPublished: "تم نشر العنصر",
      entryUnpublished: "تم إلغاء نشر العنصر",
      onFailToPublishEntry: "تعذّر النشر: %{details}",
      onFailToUnpublishEntry: "تعذّر إلغاء نشر العنصر: %{details}",
      entryUpdated: "تم تحديث حالة العنصر",
      onDeleteUnpublishedChanges: "تم حذف التغييرات غير المنشورة",
      noteAdded: "تمت إضافة الملاحظة",
      onFailToAddNote: "تعذّرت إضافة الملاحظة: %{details}",
      noteUpdated: "تم تحديث الملاحظة",
      onFailToUpdateNote: "تعذّر تحديث الملاحظة: %{details}",
      noteDeleted: "تم حذف الملاحظة",
      onFailToDeleteNote: "تعذّر حذف الملاحظة: %{details}",
      noteResolved: "تم تحديد الملاحظة كمحلولة",
      noteReopened: "تمت إعادة فتح الملاحظة",
      onFailToToggleNote: "تعذّر تغيير حالة الملاحظة: %{details}",
      onFailToAuth: "%{details}",
      onLoggedOut: "تم تسجيل خروجك؛ يُرجى الاحتفاظ بنسخة من أي بيانات ثم تسجيل الدخول مجددًا",
      onBackendDown: "خادم الملفات لا يجيب الآن: أعد المحاولة بعد قليل، وإن تكرر فأبلغ مكتب الموقع الإلكتروني.",
    },
  },
  workflow: {
    workflow: {
      loading: "جارٍ تحميل عناصر سير التحرير",
      workflowHeading: "سير التحرير",
      newPost: "عنصر جديد",
      description:
        "لا عناصر قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}. |||| " +
        "عنصر واحد قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}. |||| " +
        "عنصران قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}. |||| " +
        "%{smart_count} عناصر قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}. |||| " +
        "%{smart_count} عنصرًا قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}. |||| " +
        "%{smart_count} عنصر قيد المراجعة، وعدد العناصر الجاهزة للنشر: %{readyCount}.",
      dateFormat: "D/M/YYYY", // a format for Decap's date library, never shown
    },
    workflowCard: {
      lastChange: "%{date} بواسطة %{author}",
      lastChangeNoAuthor: "%{date}",
      lastChangeNoDate: "بواسطة %{author}",
      deleteChanges: "حذف التغييرات",
      deleteNewEntry: "حذف العنصر الجديد",
      publishChanges: "نشر التغييرات",
      publishNewEntry: "نشر العنصر الجديد",
    },
    workflowList: {
      onDeleteEntry: "هل تريد بالتأكيد حذف هذا العنصر؟",
      onPublishingNotReadyEntry:
        "لا يمكن نشر إلا العناصر التي حالتها «جاهز للنشر». يُرجى سحب البطاقة إلى عمود «جاهز للنشر» لتفعيل النشر.",
      onPublishEntry: "هل تريد بالتأكيد نشر هذا العنصر؟",
      draftHeader: "المسودات",
      inReviewHeader: "قيد المراجعة",
      readyHeader: "جاهز للنشر",
      currentEntries:
        "لا عناصر |||| عنصر واحد |||| عنصران |||| %{smart_count} عناصر |||| %{smart_count} عنصرًا |||| %{smart_count} عنصر",
    },
  },
};
