// Sample carts and orders the screens' tests share, as the browser stores and the server sends them.
import { accountInfoResponse, type Product, type ReturnRequest } from '@store/contract';
import { fixture } from './fixture';

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
  hsn: '6211',
  taxRate: 5,
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

/** A product as the API lists it: a women's kurta at ₹1,500, in stock, without pictures. */
export const wireProduct = (id: number, title: string, fields: Partial<Product> = {}): Product => ({
  id,
  title,
  description: '',
  imgUrl: '',
  category: 'Women',
  parentCategory: 'Apparel',
  subCategory: 'Kurtas',
  masterCategory: 'Apparel',
  gender: 'Women',
  regularPrice: 1500,
  discountedPrice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  images: [],
  attributes: [],
  inStock: true,
  ...fields,
});

/** GET /accountInfo for Asha, with the mobile number her account gave (or none). */
export const ashaAccount = (phone: string | null = null, createdAt = '2025-01-05T10:00:00.000Z') =>
  fixture(accountInfoResponse, {
    data: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone, createdAt },
  });

/** A return asked for on one kurta, as the server answers it: asked, not yet approved. */
export const KURTA_RETURN: ReturnRequest = {
  id: 7,
  orderId: 'EE-RET234',
  state: 'requested',
  reason: 'too_small',
  note: null,
  want: 'exchange',
  lines: [
    {
      id: 1,
      orderItemId: 11,
      title: 'Silk Kurta',
      size: 'M',
      quantity: 1,
      exchangeSize: 'L',
      refund: 0,
      restocked: null,
      writtenOff: null,
    },
  ],
  photos: [],
  refund: 0,
  refundState: null,
  rejectReason: null,
  pickup: null,
  exchangeOrderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
