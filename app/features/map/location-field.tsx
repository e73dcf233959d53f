import type { Ref } from "react";
import { Field } from "~/features/forms/field";
import { LIMITS } from "~/features/leads/limits";
import { MapPicker } from "./map-picker";
import type { PickedLocation } from "./types";

/** An address as a form holds it: typed (no coordinates) or picked on the map (with them). */
export type Place = { address: string; lat: number | null; lng: number | null };
export const NO_PLACE: Place = { address: "", lat: null, lng: null };

export const pickedOf = (place: Place): PickedLocation | null =>
  place.lat !== null && place.lng !== null ? (place as PickedLocation) : null;

type Props = {
  label: string;
  /** The address field's name; the coordinates go as location_lat and location_lng. */
  name: string;
  place: Place;
  /** Typing gives a place without coordinates; a pick on the map gives one with them. Keep it stable. */
  onChange: (place: Place) => void;
  /** Scripts run: the map picker works. */
  enabled: boolean;
  error?: string;
  hint?: string;
  /** Only the map may fill it (the contact form's job location once scripts run). */
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A required address field with the map picker under it: the address, its coordinates in two
 * hidden inputs (a native post sends them too), and the map that fills both.
 */
export function LocationField({ label, name, place, onChange, enabled, error, hint, inputRef, ...input }: Props) {
  return (
    <>
      <Field label={label} name={name} required error={error} hint={hint}>
        {(p) => (
          <input
            {...p}
            {...input}
            ref={inputRef}
            className="input"
            type="text"
            maxLength={LIMITS.address}
            value={place.address}
            onChange={(e) => onChange({ ...NO_PLACE, address: e.target.value })}
          />
        )}
      </Field>
      <input type="hidden" name="location_lat" value={place.lat ?? ""} />
      <input type="hidden" name="location_lng" value={place.lng ?? ""} />
      <MapPicker enabled={enabled} value={pickedOf(place)} onChange={onChange} />
    </>
  );
}
