import { type KeyboardEvent, type RefObject, useId } from 'react';
import type { CatalogOption, CatalogSection } from './filter-catalog.ts';
import styles from './filter-bar.module.css';
import { checkState } from './tree-selection.ts';

type Props = {
  sections: readonly CatalogSection[];
  selected: ReadonlySet<string>;
  onToggle: (option: CatalogOption) => void;
  /** Typing on an option goes on into the search box. */
  searchInput: RefObject<HTMLInputElement | null>;
  label: string;
};

function boxes(container: HTMLElement): HTMLInputElement[] {
  return [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
}

/** Moves focus between the checkboxes with the arrow keys, Home and End. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>, searchInput: Props['searchInput']) {
  const list = boxes(event.currentTarget);
  const index = list.indexOf(event.target as HTMLInputElement);
  const target = {
    ArrowDown: list[index + 1],
    ArrowUp: index <= 0 ? searchInput.current : list[index - 1],
    Home: list[0],
    End: list.at(-1),
  }[event.key];
  if (target) {
    event.preventDefault();
    target.focus();
    return;
  }
  if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) searchInput.current?.focus();
}

/** Focuses the first option from the search box on ArrowDown. */
export function focusFirstOption(panel: HTMLElement | null): void {
  if (panel) boxes(panel)[0]?.focus();
}

export function OptionList({ sections, selected, onToggle, searchInput, label }: Props) {
  const headingPrefix = useId();
  return (
    <div className={styles.optionScroll} role="group" aria-label={label} onKeyDown={(event) => onListKeyDown(event, searchInput)}>
      {sections.map((section, index) => (
        <div key={section.heading ?? index} role="group" aria-labelledby={section.heading ? `${headingPrefix}-${index}` : undefined}>
          {section.heading && (
            <p id={`${headingPrefix}-${index}`} className={styles.sectionHeading}>
              {section.heading}
            </p>
          )}
          <ul className={styles.options}>
            {section.options.map((option) => (
              <OptionItem key={option.id} option={option} selected={selected} onToggle={onToggle} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function OptionItem({ option, selected, onToggle }: { option: CatalogOption; selected: ReadonlySet<string>; onToggle: Props['onToggle'] }) {
  const state = checkState(option, selected);
  const id = useId();
  return (
    <li>
      <div className={styles.option}>
        <input
          id={id}
          type="checkbox"
          checked={state === 'checked'}
          aria-describedby={option.hint ? `${id}-hint` : undefined}
          ref={(element) => {
            if (element) element.indeterminate = state === 'mixed';
          }}
          onChange={() => onToggle(option)}
        />
        <label htmlFor={id} className={styles.optionLabel}>
          {option.label}
        </label>
        {option.hint && (
          <span id={`${id}-hint`} className={styles.optionHint}>
            {option.hint}
          </span>
        )}
      </div>
      {option.children && option.children.length > 0 && (
        <ul className={`${styles.options} ${styles.childOptions}`}>
          {option.children.map((child) => (
            <OptionItem key={child.id} option={child} selected={selected} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </li>
  );
}
