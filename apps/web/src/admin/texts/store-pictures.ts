// The admin's texts for the store's pictures section: the logo, and the categories' order and
// tile pictures. Part of adminTexts (admin/admin-texts.ts) through texts/store-settings.ts.

export const storePicturesTexts = {
  /** The shop's look (features/store/pictures-section.tsx). */
  storePictures: {
    loading: 'Loading the pictures',
    working: 'Working on the picture...',
    tooLarge: (file: string, megabytes: number) =>
      `${file}: the picture is larger than ${megabytes} MB`,
    logoTitle: 'Logo',
    logoLead: (megabytes: number) =>
      `Shown in the shop's header in place of the name. A wide logo on a plain or clear background works best; PNG, JPEG or WebP up to ${megabytes} MB (not SVG).`,
    logoAlt: (storeName: string) => `${storeName || 'Shop'} logo`,
    shopName: 'Shop name',
    noLogo: '(no logo: the name is shown)',
    replaceLogo: 'Replace logo',
    uploadLogo: 'Upload a logo',
    logoSaved: 'Logo saved',
    logoRemoved: 'Logo removed',
    removeLogo: 'Remove logo',
    categoriesTitle: 'Categories',
    categoriesLead:
      'In the order the menu and the category tiles show them (the first three are tiles). A category without a picture shows a drawn one.',
    listLabel: 'Categories in order',
    tileAlt: (name: string) => `${name} tile`,
    /** A category's place in the list: "2. Kurtas". */
    place: (n: number, name: string) => `${n}. ${name}`,
    saveToAddPicture: 'Save the list to add a picture',
    ownPicture: 'Own picture',
    drawnPicture: 'Drawn picture',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    takeOut: (name: string) => `Take ${name} out of the list`,
    replacePicture: (name: string) => `Replace ${name} picture`,
    addPicture: (name: string) => `Add ${name} picture`,
    pictureSaved: (name: string) => `${name} picture saved`,
    pictureRemoved: (name: string) => `${name} picture removed`,
    removePicture: 'Remove picture',
    alreadyListed: (name: string) => `"${name}" is in the list already`,
    addCategory: 'Add a category',
    add: 'Add',
    saving: 'Saving...',
    save: 'Save categories',
    saved: 'Categories saved',
  },
} as const;
