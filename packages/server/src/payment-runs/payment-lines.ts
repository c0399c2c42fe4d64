// The rules of a payment run's lines (8.2, 8.3, 5.10) are the domain's
// (packages/domain/src/payments); this path is kept for the server's tests that import it.
export { paidLines } from '@defcomp/domain';
