import accessories from '../../assets/accessories.svg';
import ethnicWear from '../../assets/ethnic-wear.svg';
import kurtas from '../../assets/kurtas.svg';
import men from '../../assets/men.svg';
import women from '../../assets/women.svg';

/** The bundled illustration for a category, chosen by the words in its name. */
export function categoryArt(name: string): string {
  const n = name.toLowerCase();
  if (/women|saree|lehenga|anarkali|salwar/.test(n)) return women;
  if (/accessor|jewel|footwear|jutti|bag|dupatta/.test(n)) return accessories;
  if (/kurta/.test(n)) return kurtas;
  if (/\bmen\b|sherwani|nehru/.test(n)) return men;
  return ethnicWear;
}
