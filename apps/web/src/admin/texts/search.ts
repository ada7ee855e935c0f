// The admin's texts for the search screen: the shop's own words and the search report.
// Part of adminTexts (admin/admin-texts.ts), kept in its own file for length; same shape rules.

export const searchTexts = {
  /** /admin/search: words search should read as others, and what shoppers searched for. */
  search: {
    title: 'Search',
    wordsTitle: 'Your words',
    addWord: 'Add a word',
    wordsLead: 'Teach search the words your shoppers use. Shoppers see a change within a second.',
    ownerOnly: ' Only the shop\u2019s owner can change the words.',
    loadingWords: 'Loading your words',
    noWords: 'No words of your own yet.',
    wordsLabel: 'Your words',
    means: ' means ',
    editLabel: (word: string) => `Edit “${word}”`,
    edit: 'Edit',
    removeLabel: (word: string) => `Remove “${word}”`,
    remove: 'Remove',
    confirmRemove: (word: string) => `Remove “${word}”? Search will read it as before.`,
    removed: (word: string) => `Removed “${word}”`,
    saved: (word: string, means: string) => `Search now reads “${word}” as “${means}”`,
    word: "The shopper's word",
    wordHint: 'One to three words, as shoppers type them: ghagra, dulhan joda.',
    meansLabel: 'Means',
    meansHint: 'Words search already knows: lehenga, bridal lehenga, red saree.',
    saving: 'Saving...',
    saveWord: 'Save word',
    cancel: 'Cancel',
    reportTitle: 'What shoppers searched for',
    periodLabel: 'Period',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    loadingReport: 'Loading the search report',
    reportSince: (day: string) =>
      `Since ${day} (India dates, today included). Fix a search that found nothing by adding a word above, or the product people are looking for.`,
    mostSearched: 'Most searched',
    noSearches: 'No searches yet.',
    foundNothing: 'Found nothing',
    allFound: 'Every search found something.',
    times: (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`,
    timesAndEmpty: (times: string, empty: number) => `${times}, ${empty} found nothing`,
  },
} as const;
