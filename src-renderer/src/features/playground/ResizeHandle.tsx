import { Box } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface ResizeHandleProps {
  direction: 'horizontal' | 'vertical';
  value: number;
  min: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** A draggable separator (also moved with the arrow keys) that keeps its value between min and max. */
export function ResizeHandle({ direction, value, min, max, label, onChange }: ResizeHandleProps) {
  const start = useRef<{ pointer: number; value: number } | null>(null);
  const horizontal = direction === 'horizontal';

  const down = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointer: horizontal ? event.clientX : event.clientY, value };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const delta = (horizontal ? event.clientX : event.clientY) - start.current.pointer;
    onChange(clamp(start.current.value + delta, min, max));
  };
  const up = () => {
    start.current = null;
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 50 : 10;
    const grow = horizontal ? 'ArrowRight' : 'ArrowDown';
    const shrink = horizontal ? 'ArrowLeft' : 'ArrowUp';
    if (event.key === grow) onChange(clamp(value + step, min, max));
    else if (event.key === shrink) onChange(clamp(value - step, min, max));
    else return;
    event.preventDefault();
  };

  return (
    <Box
      role="separator"
      aria-orientation={horizontal ? 'vertical' : 'horizontal'}
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      style={{
        flex: 'none',
        cursor: horizontal ? 'col-resize' : 'row-resize',
        width: horizontal ? 6 : '100%',
        height: horizontal ? 'auto' : 6,
        alignSelf: 'stretch',
        background: 'var(--mantine-color-default-border)',
        touchAction: 'none',
      }}
    />
  );
}
