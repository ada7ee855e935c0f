// Pieces shoppers ask for that the catalogue lists under a near name (dictionary.ts): read as
// that piece, and said to be near, so the page says there is no exact match and what it shows
// instead, rather than an empty page or a fuzzy match on the text.
import type { Gender, TypeMeaning } from './dictionary.ts';

type Make = (label: string, names: string[], also?: string[], gender?: Gender) => TypeMeaning;

export function nearTypeWords(T: Make): [TypeMeaning, string[]][] {
  // A dhoti kurta is a man's kurta set with a draped bottom (the shop's sets come with a pyjama
  // or a churidar).
  const dhoti = { ...T('kurta set', ['kurta set'], ['kurta'], 'men'), near: 'dhoti' };
  // A sharara or gharara set is a woman's kurta set with flared pants: nearest to the kurta
  // palazzo sets, then to lehengas.
  const sharara = { ...T('kurta set', ['kurta set'], ['lehenga'], 'women'), near: 'sharara' };
  return [
    [
      dhoti,
      ['dhoti', 'dhotis', 'dhoti kurta', 'kurta dhoti', 'dhoti kurta set', 'dhoti set', 'धोती'],
    ],
    [
      sharara,
      [
        'sharara',
        'shararas',
        'sharara set',
        'sharara suit',
        'gharara',
        'ghararas',
        'gharara set',
        'gharara suit',
        'शरारा',
        'गरारा',
      ],
    ],
  ];
}
