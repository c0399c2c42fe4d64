// The rabbi trust's assets and funding (10.2, 10.3) are the domain's
// (packages/domain/src/reports/trust-funding.ts); this path is kept for the server's tests.
export { fundingOf } from '@defcomp/domain';
