// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Rulebook',
      description:
        'Chakra, Shakti, Medea and Chakart as executable rules: an interactive rulebook whose diagrams are the acceptance scenarios.',
      customCss: ['./src/styles/board.css', './src/styles/session.css', './src/styles/status.css'],
      // The rules pages say on top how the acceptance scenarios behind them did (RulesChecked).
      components: { MarkdownContent: './src/components/overrides/MarkdownContent.astro' },
      sidebar: [
        { label: 'Home', link: '/' },
        {
          label: 'Chakra',
          items: [
            { label: 'Introduction and setup', slug: 'chakra' },
            { label: 'The pieces', slug: 'chakra/pieces' },
            { label: 'The Transmitter', slug: 'chakra/transmitter' },
            { label: 'King and Transmitter', slug: 'chakra/king-and-transmitter' },
            { label: 'Endings', slug: 'chakra/endings' },
            { label: 'The two rulesets', slug: 'chakra/rulesets' },
            { label: 'Notation', slug: 'chakra/notation' },
            { label: 'The 1995 diagrams', slug: 'chakra/diagrams-1995' },
            { label: 'Play', slug: 'chakra/play' },
            { label: 'Replay a log', slug: 'chakra/replay' },
          ],
        },
        {
          label: 'Shakti',
          items: [
            { label: 'Introduction and setup', slug: 'shakti' },
            { label: 'Tiles, holes and sight', slug: 'shakti/board' },
            { label: 'The King', slug: 'shakti/king' },
            { label: 'The warrior', slug: 'shakti/warrior' },
            { label: 'Check', slug: 'shakti/check' },
            { label: 'The mutual check rule', slug: 'shakti/mutual-check' },
            { label: 'Endings', slug: 'shakti/endings' },
            { label: 'Notation', slug: 'shakti/notation' },
            { label: 'Play', slug: 'shakti/play' },
            { label: 'Replay a log', slug: 'shakti/replay' },
          ],
        },
        {
          label: 'Medea',
          items: [
            { label: 'Introduction and setup', slug: 'medea' },
            { label: 'Men', slug: 'medea/men' },
            { label: 'Kings', slug: 'medea/kings' },
            { label: 'Capture conventions', slug: 'medea/capture' },
            { label: 'Move identity', slug: 'medea/move-identity' },
            { label: 'Chakras', slug: 'medea/chakras' },
            { label: 'Transmission', slug: 'medea/transmission' },
            { label: 'Replacement and the majority rule', slug: 'medea/replacement' },
            { label: 'Endings', slug: 'medea/endings' },
            { label: 'Notation', slug: 'medea/notation' },
            { label: 'Play', slug: 'medea/play' },
            { label: 'Replay a log', slug: 'medea/replay' },
          ],
        },
        {
          label: 'Chakart',
          items: [
            { label: 'Introduction and setup', slug: 'chakart' },
            { label: 'Pieces and powers', slug: 'chakart/pieces-and-powers' },
            { label: 'Objects and effects', slug: 'chakart/objects-and-effects' },
            { label: 'Eggs', slug: 'chakart/eggs' },
            { label: 'The turn', slug: 'chakart/turn' },
            { label: 'Endings', slug: 'chakart/endings' },
            { label: 'Notation', slug: 'chakart/notation' },
            { label: "The engine's readings", slug: 'chakart/readings' },
            { label: 'Play', slug: 'chakart/play' },
            { label: 'Replay a log', slug: 'chakart/replay' },
          ],
        },
        {
          label: 'Reference',
          items: [
            { label: 'The piece set', slug: 'pieces' },
            { label: 'Sources and rulings', slug: 'sources' },
          ],
        },
        {
          // TypeDoc's pages, generated from the packages' doc comments into public/api by the
          // build (typedoc.json): plain HTML beside the site, not Starlight pages.
          label: 'API reference',
          items: [
            { label: 'Overview', link: '/api/' },
            { label: '@rulebook/rules', link: '/api/modules/_rulebook_rules/' },
            { label: '@rulebook/notation', link: '/api/modules/_rulebook_notation/' },
            { label: '@rulebook/cli', link: '/api/modules/_rulebook_cli/' },
          ],
        },
      ],
    }),
    preact(),
  ],
});
