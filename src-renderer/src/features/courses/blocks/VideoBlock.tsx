import { AspectRatio, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ServedBlock } from '@shared/courses/blocks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useReaderTexts } from '../reader-texts';
import classes from './VideoBlock.module.css';
import { videoSource } from './video-source';

type VideoContent = Extract<ServedBlock, { type: 'video' }>;

/**
 * product.md §2.3 video block, lazy and never autoplaying on its own: a YouTube player is only loaded
 * once the learner presses play (no third-party request before that); a file streams nothing
 * until played (preload="none").
 */
export function VideoBlock({ block }: { block: VideoContent }) {
  const t = useReaderTexts();
  const source = videoSource(block.url);
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const wanted = block.thumbnail ?? (source.kind === 'youtube' ? source.posterUrl : undefined);
  // A thumbnail that cannot load (offline, a blocked host) leaves the placeholder, not a broken-image icon.
  const poster = posterFailed ? undefined : wanted;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="video-block">
      <AspectRatio ratio={16 / 9}>
        {source.kind === 'file' ? (
          <video controls preload="none" poster={poster} src={source.url} title={block.title} className={classes.placeholder} />
        ) : playing ? (
          <iframe
            src={source.embedUrl}
            title={block.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
          />
        ) : (
          <UnstyledButton className={classes.poster} onClick={() => setPlaying(true)} aria-label={t('playVideo', { title: block.title })}>
            {poster && <img src={poster} alt="" loading="lazy" className={classes.image} onError={() => setPosterFailed(true)} />}
            <span className={classes.play}>
              <IconPlayerPlayFilled size={28} />
            </span>
            {!poster && (
              <Text component="span" className={classes.caption} data-testid="video-placeholder">
                {block.title}
              </Text>
            )}
          </UnstyledButton>
        )}
      </AspectRatio>
      <Stack gap={2} p="sm">
        <Text fw={600}>{block.title}</Text>
        {block.description && (
          <Text fz="sm" c="dimmed">
            {block.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
