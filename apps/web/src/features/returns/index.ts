// Returns and size exchanges for shoppers (docs/returns.md): shown on a delivered order.
export { OrderReturns } from './order-returns';
