import { IconBox, IconCode, IconFileCode, IconMessage2, IconPaperclip, IconSitemap, IconTool } from '@tabler/icons-react';

const ICONS: Record<string, typeof IconBox> = {
  entity: IconBox,
  script: IconCode,
  logic_file: IconSitemap,
  prompt: IconMessage2,
  tool: IconTool,
  frontend_file: IconFileCode,
};

/** A context item's icon by its type: an asset type's, or a paperclip for an attached file. */
export function ContextItemIcon({ type, size }: { type: string; size: number }) {
  const Icon = ICONS[type] ?? IconPaperclip;
  return <Icon size={size} aria-hidden style={{ flex: 'none' }} />;
}
