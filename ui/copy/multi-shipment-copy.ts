/**
 * Texts of several shipments (core-cart-checkout §2 address step variant multi, /checkout/address/multi; §4 Cart
 * shipping modes and edits), loaded with the pages that show them.
 */
export const multiShipmentCopy = {
  shipToMultiple: 'Ship to multiple addresses',
  shipToOne: 'Ship everything to one address',
  heading: 'Ship to multiple addresses',
  shipment: (n: number) => `Shipment ${n}`,
  addShipment: 'Add a shipment',
  removeShipment: 'Remove shipment',
  removeEmpty: 'Remove empty shipments',
  saveAddress: 'Save address',
  editAddress: 'Edit address',
  savedAddress: 'Ship to a saved address',
  chooseSaved: 'Choose a saved address',
  noAddressYet: 'No address yet.',
  itemsHeading: 'Items in each shipment',
  item: 'Item',
  quantityIn: (item: string, shipment: number) => `${item}: quantity in Shipment ${shipment}`,
  notAssigned: (n: number) => `${n} not assigned`,
  allAssigned: 'All assigned',
  emptyShipment: 'No items yet',
  incomplete: 'Give every shipment an address and assign every item to continue.',
  itemsOf: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  packaging: 'Heat-Resistant Packaging',
  shipping: 'Shipping',
  requestedDate: 'Requested delivery date',
  anyDate: 'Earliest available',
} as const;
