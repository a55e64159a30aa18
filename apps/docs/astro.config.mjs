// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { GAME_NAMES, games } from '@rulebook/rules';

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
        // One group per game of the rules' registry, in its order: the game's pages in its folder
        // (src/content/docs/<game>/), each placed and labelled by its own frontmatter (`sidebar`).
        ...GAME_NAMES.map((game) => ({ label: games[game].title, items: [{ autogenerate: { directory: game } }] })),
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
