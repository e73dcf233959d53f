import { useEffect, useId, useState } from "react";
import { format, plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { INTL_LOCALE, type Locale } from "~/i18n/locales";
import { slotsUi, type SlotsUi } from "~/i18n/parts/slots";
import { useHydrated } from "~/lib/use-hydrated";
import type { DayOption, ScriptedPicker, TimeOption } from "./days";
import { localDate, timeLabel } from "./format";
import type { SlotsAnswer } from "./service";

type Props = {
  /** Every day with its count, and the times of the day shown first (issue 31). */
  picker: ScriptedPicker;
  /** Every day's times, for the no-script form; rendered by the server only, never sent to the island. */
  allDays?: DayOption[];
  /** Message for the time group (none chosen, taken, not offered). */
  error?: string;
  /** The start chosen before (a refused post), checked again when still offered. */
  chosen?: string;
  /** The time group's name; "Choose a time" when not given. */
  legend?: string;
  /** Changes when the shown day's times may have changed (a refused post): they are fetched again. */
  refreshKey?: number;
  /** The hint under the times, `{zone}` filled in; the consultation's ("A visit takes about an hour") when not given. */
  zoneHint?: string;
};

/** A day's times as the picker holds them: known, on their way, or not loaded after a failure. */
type DayTimes = TimeOption[] | "loading" | "failed";

/**
 * Day and time as two radio groups, in two forms (issue 31):
 * - scripted (the form island): the days, and one day's times at a time; another day's are fetched from the slots
 *   API when it is picked, with their own loading and error states. Its inputs are hidden without scripts (the
 *   root's <noscript> style hides `.js-only`), and no radio of it is checked until the island runs, so it never
 *   adds a value to a native post;
 * - without scripts: every day's times, inside <noscript>, which a browser with scripts never parses into the page.
 *   Which day's times show is CSS alone (booking.css), as before.
 */
export function SlotPicker({ picker, allDays, error, chosen, legend, refreshKey = 0, zoneHint }: Props) {
  return (
    <div className="slot-picker-frame">
      {/* The same element on both sides; the island has no `allDays`, and React leaves a noscript's content be. */}
      <noscript>
        {allDays && (
          <StaticPicker
            picker={picker}
            days={allDays}
            error={error}
            chosen={chosen}
            legend={legend}
            zoneHint={zoneHint}
          />
        )}
      </noscript>
      <div className="js-only slot-picker slot-picker--scripted">
        <ScriptedDays
          picker={picker}
          error={error}
          chosen={chosen}
          legend={legend}
          refreshKey={refreshKey}
          zoneHint={zoneHint}
        />
      </div>
    </div>
  );
}

function ScriptedDays({ picker, error, chosen, legend, refreshKey = 0, zoneHint }: Omit<Props, "allDays">) {
  const base = useId();
  const errorId = `${base}-error`;
  const hydrated = useHydrated();
  const { slots } = useMessages(slotsUi);
  const locale = useLocale();
  const localTime = useLocalTimes(picker.timeZone, locale, slots);
  const [shown, setShown] = useState(picker.shown?.date ?? "");
  const [times, setTimes] = useState<Record<string, DayTimes>>(() =>
    picker.shown ? { [picker.shown.date]: picker.shown.times } : {},
  );
  // The time the visitor picked here ("" after they switched days), or null while they have picked none.
  const [picked, setPicked] = useState<string | null>(null);

  async function load(date: string) {
    setTimes((known) => ({ ...known, [date]: "loading" }));
    const loaded = await fetchDay(date, picker, locale);
    setTimes((known) => ({ ...known, [date]: loaded }));
  }

  // After a refused post the shown day's times are asked for again: the one chosen may have been taken meanwhile.
  useEffect(() => {
    if (refreshKey > 0 && shown) void load(shown);
    // Only a new refusal asks again; `shown` and `load` change with every pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  function showDay(date: string) {
    setShown(date);
    setPicked("");
    const known = times[date];
    if (known === undefined || known === "failed") void load(date);
  }

  if (!picker.shown) return null;
  const day = picker.days.find((d) => d.date === shown) ?? picker.days[0]!;
  const dayTimes = times[shown];
  return (
    <>
      <fieldset className="slot-picker__days">
        <legend className="field__label">{slots.chooseDay}</legend>
        <div className="slot-picker__day-list">
          {picker.days.map((d) => (
            <label key={d.date} className="slot-picker__day" data-empty={d.count === 0 || undefined}>
              <input
                type="radio"
                name="picker-day"
                value={d.date}
                checked={d.date === shown}
                disabled={d.count === 0}
                onChange={() => showDay(d.date)}
              />
              <span className="slot-picker__day-name">{d.label}</span>
              <span className="slot-picker__day-count">
                {d.count === 0 ? slots.noTimes : plural(slots.times, d.count, locale)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className="slot-picker__times"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-busy={dayTimes === "loading" || undefined}
      >
        <legend className="field__label">
          {format(slots.dayLegend, { legend: legend ?? slots.chooseTime, day: day.heading }, locale)}
        </legend>
        <DayTimesList
          times={dayTimes}
          picked={checkedTime(picked, chosen, hydrated)}
          onPick={setPicked}
          onRetry={() => void load(shown)}
          localTime={localTime}
          slots={slots}
        />
      </fieldset>
      <p className="field__hint">{format(zoneHint ?? slots.zoneHint, { zone: picker.zoneName }, locale)}</p>
      <p className="field__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </>
  );
}

/**
 * The time checked in the scripted picker. The visitor's own pick, in both versions: the island is live, its
 * script-free version rendered, for a moment before it switches (app/islands/island-root.tsx), and a time picked then
 * stays checked. Otherwise the time of a refused post (`chosen`), but only once scripts run: checked in the server's
 * HTML, this picker's radio would add a second time to a native post.
 */
function checkedTime(picked: string | null, chosen: string | undefined, hydrated: boolean): string {
  if (picked !== null) return picked;
  if (hydrated && chosen) return chosen;
  return "";
}

type ListProps = {
  times: DayTimes | undefined;
  picked: string;
  onPick: (start: string) => void;
  onRetry: () => void;
  localTime: (start: string) => string | null;
  slots: SlotsUi["slots"];
};

function DayTimesList({ times, picked, onPick, onRetry, localTime, slots }: ListProps) {
  if (times === undefined || times === "loading") {
    return (
      <p className="field__hint" role="status">
        {slots.loading}
      </p>
    );
  }
  if (times === "failed") {
    return (
      <p className="field__hint" role="status">
        {slots.loadFailed}{" "}
        <button type="button" className="button button--outline slot-picker__retry" onClick={onRetry}>
          {slots.retry}
        </button>
      </p>
    );
  }
  if (times.length === 0) return <p className="field__hint">{slots.noTimesLeft}</p>;
  return (
    <div className="slot-picker__time-list">
      {times.map((time) => (
        <label key={time.start} className="slot-picker__time">
          <input
            type="radio"
            name="start"
            value={time.start}
            checked={time.start === picked}
            onChange={() => onPick(time.start)}
          />
          <span>{time.label}</span>
          <span className="slot-picker__local">{localTime(time.start)}</span>
        </label>
      ))}
    </div>
  );
}

/** One day's free times from the slots API (GET /api/booking/slots, or the picker's own), labelled as the server labels them. */
async function fetchDay(date: string, picker: ScriptedPicker, locale: Locale): Promise<DayTimes> {
  try {
    const url = `${picker.slotsUrl ?? "/api/booking/slots"}?from=${date}&days=1`;
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) return "failed";
    const answer = (await response.json()) as SlotsAnswer;
    return answer.slots
      .filter((slot) => slot.start !== picker.skip && localDate(slot.start, picker.timeZone) === date)
      .map((slot) => ({ start: slot.start, label: timeLabel(slot.start, picker.timeZone, locale) }));
  } catch {
    return "failed";
  }
}

/** The no-script form's picker: every day's times, which day shows being CSS alone (booking.css). */
function StaticPicker({
  picker,
  days,
  error,
  chosen,
  legend,
  zoneHint,
}: {
  picker: ScriptedPicker;
  days: DayOption[];
  error?: string;
  chosen?: string;
  legend?: string;
  zoneHint?: string;
}) {
  const { slots } = useMessages(slotsUi);
  const locale = useLocale();
  const firstOpen = days.find((d) => d.times.some((t) => t.start === chosen)) ?? days.find((d) => d.times.length > 0);
  return (
    <div className="slot-picker slot-picker--static">
      <fieldset className="slot-picker__days">
        <legend className="field__label">{slots.chooseDay}</legend>
        <div className="slot-picker__day-list">
          {days.map((day) => (
            <label key={day.date} className="slot-picker__day" data-empty={day.times.length === 0 || undefined}>
              <input
                type="radio"
                name="day"
                value={day.date}
                defaultChecked={day === firstOpen}
                disabled={day.times.length === 0}
              />
              <span className="slot-picker__day-name">{day.label}</span>
              <span className="slot-picker__day-count">
                {day.times.length === 0 ? slots.noTimes : plural(slots.times, day.times.length, locale)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="slot-picker__panels">
        {days.map((day) => (
          <fieldset key={day.date} className="slot-picker__times" aria-invalid={error ? true : undefined}>
            <legend className="field__label">
              {format(slots.dayLegend, { legend: legend ?? slots.chooseTime, day: day.heading }, locale)}
            </legend>
            {day.times.length === 0 ? (
              <p className="field__hint">{slots.noTimesLeft}</p>
            ) : (
              <div className="slot-picker__time-list">
                {day.times.map((time) => (
                  <label key={time.start} className="slot-picker__time">
                    <input type="radio" name="start" value={time.start} defaultChecked={time.start === chosen} />
                    <span>{time.label}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        ))}
      </div>
      <p className="field__hint">{format(zoneHint ?? slots.zoneHint, { zone: picker.zoneName }, locale)}</p>
      <p className="field__error">{error}</p>
    </div>
  );
}

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
