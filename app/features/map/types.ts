export type LatLng = { lat: number; lng: number };

/** A chosen job location: where, and the address text shown in the form. */
export type PickedLocation = LatLng & { address: string };
