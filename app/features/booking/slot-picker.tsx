import { useEffect, useId, useRef, useState } from "react";
import { format, plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { INTL_LOCALE, type Locale } from "~/i18n/locales";
import { slotsUi, type SlotsUi } from "~/i18n/parts/slots";
import type { Picker } from "./days";

type Props = {
  picker: Picker;
  /** Message for the time group (none chosen, taken, not offered). */
  error?: string;
  /** The start chosen before (a refused post), checked again when still offered. */
  chosen?: string;
  /** The time group's name; "Choose a time" when not given. */
  legend?: string;
};

/** The visitor's own wall-clock time for a start, when their zone is not the business's. */
function useLocalTimes(timeZone: string, locale: Locale, slots: SlotsUi["slots"]) {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== timeZone) setZone(own);
  }, [timeZone]);
  return (start: string) => {
    if (!zone) return null;
    const intlLocale = INTL_LOCALE[locale];
    const business = new Date(start).toLocaleString(intlLocale, { timeZone, hour: "numeric", minute: "numeric" });
    const own = new Date(start).toLocaleString(intlLocale, { timeZone: zone, hour: "numeric", minute: "2-digit" });
    // Same wall clock (e.g. a visitor in another Eastern zone name): nothing to add.
    if (business.replace(/\D/g, "") === own.replace(/\D/g, "")) return null;
    return format(slots.yourTime, { time: own }, locale);
  };
}

/**
 * Day and time as two radio groups. Which day's times show is CSS alone (the checked day
 * radio's position matches its panel's, booking.css), so the page is the same before and
 * after scripts run and works without them; scripts only clear a time hidden by a day change.
 */
export function SlotPicker({ picker, error, chosen, legend }: Props) {
  const base = useId();
  const errorId = `${base}-error`;
  const { slots } = useMessages(slotsUi);
  const locale = useLocale();
  const localTime = useLocalTimes(picker.timeZone, locale, slots);
  const timesLegend = legend ?? slots.chooseTime;
  const chosenDay = picker.days.find((d) => d.times.some((t) => t.start === chosen));
  const firstOpen = chosenDay ?? picker.days.find((d) => d.times.length > 0);
  const panels = useRef<HTMLDivElement>(null);

  function onDayChange() {
    for (const input of panels.current?.querySelectorAll<HTMLInputElement>("input[name=start]:checked") ?? []) {
      input.checked = false;
    }
  }

  if (!firstOpen) return null;
  return (
    <div className="slot-picker">
      <fieldset className="slot-picker__days">
        <legend className="field__label">{slots.chooseDay}</legend>
        <div className="slot-picker__day-list">
          {picker.days.map((day) => (
            <label key={day.date} className="slot-picker__day" data-empty={day.times.length === 0 || undefined}>
              <input
                type="radio"
                name="day"
                value={day.date}
                defaultChecked={day === firstOpen}
                disabled={day.times.length === 0}
                onChange={onDayChange}
              />
              <span className="slot-picker__day-name">{day.label}</span>
              <span className="slot-picker__day-count">
                {day.times.length === 0 ? slots.noTimes : plural(slots.times, day.times.length, locale)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="slot-picker__panels" ref={panels}>
        {picker.days.map((day) => (
          <fieldset
            key={day.date}
            className="slot-picker__times"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="field__label">
              {format(slots.dayLegend, { legend: timesLegend, day: day.heading }, locale)}
            </legend>
            {day.times.length === 0 ? (
              <p className="field__hint">{slots.noTimesLeft}</p>
            ) : (
              <div className="slot-picker__time-list">
                {day.times.map((time) => {
                  const local = localTime(time.start);
                  return (
                    <label key={time.start} className="slot-picker__time">
                      <input type="radio" name="start" value={time.start} defaultChecked={time.start === chosen} />
                      <span>{time.label}</span>
                      <span className="slot-picker__local">{local}</span>
                    </label>
                  );
                })}
              </div>
            )}
          </fieldset>
        ))}
      </div>
      <p className="field__hint">{format(slots.zoneHint, { zone: picker.zoneName }, locale)}</p>
      <p className="field__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
