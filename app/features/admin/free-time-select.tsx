import { Field } from "~/features/forms/field";

/** Free times grouped by day, as staff choose one (labels written on the server). */
export type FreeTimes = { day: string; times: { start: string; label: string }[] }[];

/** The back office's select of a free time (`start`), grouped by day: the agenda's moves and an installation's. */
export function FreeTimeSelect({ label, free, error }: { label: string; free: FreeTimes; error?: string }) {
  return (
    <Field label={label} name="start" required error={error}>
      {(p) => (
        <select {...p} className="input" defaultValue="">
          <option value="" disabled>
            Choose a free time
          </option>
          {free.map((d) => (
            <optgroup key={d.day} label={d.day}>
              {d.times.map((t) => (
                <option key={t.start} value={t.start}>
                  {d.day}, {t.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
