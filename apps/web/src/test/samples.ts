// Sample carts and orders the screens' tests share, as the browser stores and the server sends them.

/** A shipping address as the server stores it: the phone with its +91. */
export const ASHA_ADDRESS = {
  fullName: 'Asha Verma',
  address: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  phone: '+919876543210',
};

/** The first line of most test orders: two kurtas at ₹1,899.50. */
export const KURTA_LINE = {
  id: 1,
  productId: 3,
  productTitle: 'Chikankari Kurta',
  name: 'Chikankari Kurta',
  quantity: 2,
  price: 1899.5,
  size: 'M',
  color: 'Ivory',
};

/** The same kurtas as a cart line in the browser's storage. */
export const KURTA_IN_CART = {
  id: 3,
  name: 'Chikankari Kurta',
  image: '',
  price: 1899.5,
  quantity: 2,
  selectedSize: 'M',
  selectedColor: 'Ivory',
};
