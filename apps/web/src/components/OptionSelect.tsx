import { CheckIcon, Combobox, Group, InputBase, Pill, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@trilha/shared/platform/search';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One choice of a picker (spec 000 §3 "Option lists"): the id and the title. */
export type SelectOption = { value: number; label: string };

/** Spec 000 §9: labels are cut after 50 characters; the dropdown is at most 350 px tall. */
const SELECT_LABEL_MAX = 50;
const SELECT_MAX_HEIGHT = 350;
/** Spec 000 §4: infinite scroll only once the list has at least 5 options. */
const INFINITE_SCROLL_FROM = 5;
/** How many options one scroll step reveals. */
const SELECT_PAGE_SIZE = 20;

const cutLabel = (label: string) => (label.length > SELECT_LABEL_MAX ? `${label.slice(0, SELECT_LABEL_MAX)}…` : label);

/** Accents and case do not matter to the search: "vídeo" finds "Video". Lists with a search box of their own fold the same way. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Common = {
  label: string;
  options: SelectOption[] | undefined;
  loading?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  maxDropdownHeight?: number;
  /** Server-paged lists: asked for more when the reader reaches the end (from 5 options on). */
  onEndReached?: () => void;
  /** Server-searched lists: the debounced text. The options shown are filtered here either way. */
  onSearch?: (text: string) => void;
  testId?: string;
};
type SingleProps = Common & { value: number | null; onChange: (value: number | null) => void };
type MultiProps = Common & { value: number[]; onChange: (value: number[]) => void };

/** The one picker for products, lessons and quizzes (spec 000 §4, §9): choose one. */
export function OptionSelect({ value, onChange, ...props }: SingleProps) {
  return <Picker {...props} selected={value === null ? [] : [value]} onToggle={(v) => onChange(v === value ? null : v)} closeOnPick />;
}

/** The same picker choosing several; the chosen ones show as removable pills under it. */
export function OptionMultiSelect({ value, onChange, ...props }: MultiProps) {
  return (
    <Picker
      {...props}
      selected={value}
      onToggle={(v) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v])}
      onRemove={(v) => onChange(value.filter((x) => x !== v))}
    />
  );
}

type PickerProps = Common & {
  selected: number[];
  onToggle: (value: number) => void;
  onRemove?: (value: number) => void;
  closeOnPick?: boolean;
};

function Picker(props: PickerProps) {
  const { label, options = [], loading, selected, onToggle, onRemove, closeOnPick, maxDropdownHeight = SELECT_MAX_HEIGHT } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // How far the reader has scrolled, for the search it was scrolled under: a new search starts from its first page.
  const [page, setPage] = useState({ term: '', count: SELECT_PAGE_SIZE });
  const shown = page.term === debounced ? page.count : SELECT_PAGE_SIZE;
  const { onSearch } = props;
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });

  useEffect(() => onSearch?.(debounced), [debounced, onSearch]);

  const matches = useMemo(() => {
    const needle = fold(debounced);
    return needle ? options.filter((o) => fold(o.label).includes(needle)) : options;
  }, [options, debounced]);
  const scrolls = matches.length >= INFINITE_SCROLL_FROM;
  const visible = scrolls ? matches.slice(0, shown) : matches;
  const byValue = new Map(options.map((o) => [o.value, o]));
  const chosen = selected.map((v) => byValue.get(v)).filter((o): o is SelectOption => o !== undefined);

  const reachEnd = () => {
    if (!scrolls) return;
    if (shown < matches.length) setPage({ term: debounced, count: shown + SELECT_PAGE_SIZE });
    else props.onEndReached?.();
  };

  const only = chosen.length === 1 && !onRemove ? chosen[0] : undefined;
  const summary = only ? cutLabel(only.label) : chosen.length ? t('select.selected', { count: chosen.length }) : null;

  return (
    <div data-testid={props.testId}>
      <Combobox
        store={combobox}
        withinPortal
        zIndex={400}
        onOptionSubmit={(raw) => {
          onToggle(Number(raw));
          if (closeOnPick) combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <InputBase
            component="button"
            type="button"
            pointer
            label={label}
            description={props.description}
            error={props.error}
            withAsterisk={props.withAsterisk}
            disabled={props.disabled}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
            aria-haspopup="listbox"
            aria-expanded={combobox.dropdownOpened}
          >
            {summary ?? (
              <Text span c="dimmed" size="sm">
                {props.placeholder ?? t('select.placeholder')}
              </Text>
            )}
          </InputBase>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={t('select.search')}
            aria-label={`${t('select.search')}: ${label}`}
          />
          <Combobox.Options aria-label={label}>
            <ScrollArea.Autosize mah={maxDropdownHeight} type="auto" onBottomReached={reachEnd}>
              {loading && options.length === 0 ? (
                <Combobox.Empty>{t('common.loading')}</Combobox.Empty>
              ) : visible.length === 0 ? (
                <Combobox.Empty>{t('select.empty')}</Combobox.Empty>
              ) : (
                visible.map((option) => {
                  const active = selected.includes(option.value);
                  return (
                    <Combobox.Option value={String(option.value)} key={option.value} active={active} title={option.label}>
                      <Group gap="xs" wrap="nowrap">
                        {active ? <CheckIcon size={12} aria-hidden /> : <span style={{ width: 12 }} aria-hidden />}
                        <span>{cutLabel(option.label)}</span>
                      </Group>
                    </Combobox.Option>
                  );
                })
              )}
            </ScrollArea.Autosize>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {onRemove && chosen.length > 0 && (
        <Pill.Group mt={8} aria-label={label} data-testid="chosen">
          {chosen.map((option) => (
            <Pill
              key={option.value}
              withRemoveButton={!props.disabled}
              onRemove={() => onRemove(option.value)}
              // Mantine hides the remove button from keyboards and readers; here it is a real button.
              removeButtonProps={{ 'aria-label': t('select.remove', { label: option.label }), 'aria-hidden': false, tabIndex: 0 }}
              title={option.label}
            >
              {cutLabel(option.label)}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </div>
  );
}
