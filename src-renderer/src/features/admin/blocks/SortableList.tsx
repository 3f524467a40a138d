import { Stack } from '@mantine/core';
import { dropIndex, duplicateItem, moveItem, removeItem } from '@shared/admin/block-list';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SortableCard } from './SortableCard';

interface Props<T extends { key: string }> {
  items: T[];
  onChange: (items: T[]) => void;
  /** A copy of an item with a new key, for Duplicate. */
  copy: (item: T) => T;
  /** The item's name in labels: "block 3", "explanation 1". */
  name: (index: number) => string;
  title: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
  testId: string;
}

/**
 * A list an author reorders three ways, all through the same pure moves (src-shared/admin/block-list.ts):
 * dragging a card's handle (native HTML drag), Alt+ArrowUp/Down inside a card, and its buttons.
 * After a keyboard or button move the moved card's handle keeps the focus, so moves can be repeated.
 */
export function SortableList<T extends { key: string }>({ items, onChange, copy, name, title, children, testId }: Props<T>) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<{ index: number; lower: boolean } | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [items]);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item) return;
    onChange(moveItem(items, from, to));
    focusAfterMove.current = item.key;
  };
  const drop = (over: number, lower: boolean) => {
    if (dragFrom !== null) move(dragFrom, dropIndex(dragFrom, over, lower));
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      {items.map((item, index) => (
        <SortableCard
          key={item.key}
          label={name(index)}
          title={title(item)}
          first={index === 0}
          last={index === items.length - 1}
          dragging={dragFrom === index}
          dropEdge={dropAt?.index === index && dragFrom !== null && dragFrom !== index ? (dropAt.lower ? 'after' : 'before') : null}
          setHandle={(element) => {
            if (element) handles.current.set(item.key, element);
            else handles.current.delete(item.key);
          }}
          onMove={(delta) => move(index, index + delta)}
          onDuplicate={() => onChange(duplicateItem(items, index, copy))}
          onDelete={() => onChange(removeItem(items, index))}
          onDragStart={() => setDragFrom(index)}
          onDragOver={(lower) => setDropAt({ index, lower })}
          onDrop={(lower) => drop(index, lower)}
          onDragEnd={() => {
            setDragFrom(null);
            setDropAt(null);
          }}
        >
          {children(item, index)}
        </SortableCard>
      ))}
    </Stack>
  );
}
