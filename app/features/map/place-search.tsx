import { useId, useRef, useState, type KeyboardEvent } from "react";
import { plural } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { mapUi } from "~/i18n/parts/map";
import type { Place } from "./geocoder";
import { getGeocoder } from "./geocoder-client";

/**
 * Search box with a suggestion list (combobox pattern): Enter or the button
 * searches, arrow keys move through the places, Enter picks, Escape closes.
 * It never searches as the visitor types (geocoder usage policy).
 */
export function PlaceSearch({ onPick, enabled }: { onPick: (place: Place) => void; enabled: boolean }) {
  const { map } = useMessages(mapUi);
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Place[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const latest = useRef(0);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const open = results.length > 0;

  async function search() {
    const text = query.trim();
    if (!text) return;
    const request = ++latest.current;
    try {
      const found = await (await getGeocoder()).search(text);
      if (request !== latest.current) return;
      setResults(found);
      setActive(-1);
      setStatus(plural(map.found, found.length, locale));
    } catch (error) {
      if (request !== latest.current) return;
      // Spec §8: logged only, the list empties, no message for the visitor.
      console.warn("Place search failed", error);
      setResults([]);
      setActive(-1);
      setStatus("");
    }
  }

  function pick(place: Place) {
    latest.current++;
    setResults([]);
    setActive(-1);
    setQuery("");
    setStatus("");
    onPick(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "Enter": {
        // Inside the contact form, Enter must search, never submit.
        event.preventDefault();
        const chosen = results[active];
        if (chosen) pick(chosen);
        else void search();
        break;
      }
      case "ArrowDown":
        if (!open) return;
        event.preventDefault();
        setActive((a) => (a + 1) % results.length);
        break;
      case "ArrowUp":
        if (!open) return;
        event.preventDefault();
        setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
        break;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        setResults([]);
        setActive(-1);
        break;
    }
  }

  return (
    <div className="place-search">
      <label className="visually-hidden" htmlFor={inputId}>
        {map.searchLabel}
      </label>
      <div className="place-search__row">
        <input
          id={inputId}
          className="input place-search__input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          placeholder={map.searchPlaceholder}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={query}
          disabled={!enabled}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button button--primary place-search__button"
          onClick={() => void search()}
          disabled={!enabled}
        >
          {map.search}
        </button>
      </div>
      <ul className="place-search__list" id={listId} role="listbox" aria-label={map.results} hidden={!open}>
        {results.map((place, i) => (
          <li
            key={`${place.lat},${place.lng},${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? "place-search__option is-active" : "place-search__option"}
            // Keeps focus in the search box, so the list stays keyboard operable.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
