import styles from './filter-bar.module.css';

/** A filter chip: the whole chip is the remove button, named for what it removes. */
export function RemovableChip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={styles.chip}
        aria-label={`Remove ${text}`}
        onClick={(event) => {
          // Keep the keyboard in the chip row once this chip is gone.
          const item = event.currentTarget.closest('li');
          const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
          onRemove();
          requestAnimationFrame(() => (neighbour ?? document.querySelector<HTMLElement>('[data-filter-focus]'))?.focus());
        }}
      >
        <span>{text}</span>
        <span aria-hidden="true" className={styles.chipRemove}>
          ✕
        </span>
      </button>
    </li>
  );
}
