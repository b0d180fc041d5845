// The rules of what a buyer writes on an order (a remark, a reason to cancel), checked before it
// is sent. Apart from the order's page, which fetches them on the first tap: they are the
// contract's schemas, and zod comes with them (about 28 KB over the wire).
export { AddRemarkBody, CancelOrderBody } from '@facet/contract';
// The words of their refusals, with them.
export { contractText } from '../../../shared/forms/contract-text';
