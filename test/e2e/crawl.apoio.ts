import { AG_GRID_LOCALE_BR, AG_GRID_LOCALE_EN } from '@ag-grid-community/locale';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import rotasDoApp from '../../apps/frontend/app/routes';
import { entrar, PAPEIS, type Papel, sql, violacoesGraves } from './fixtures';

/**
 * The crawl (issue 19): every screen as every demo role. What it visits is derived, never listed:
 * the menu the role sees (the links of the app shell's nav) and every parameterless URL of the
 * app's own route table (apps/frontend/app/routes.ts, which holds the spec's URLs, spec 01 §2.1);
 * then the first row of every grid it meets. A new screen joins the day its route lands.
 */

interface EntradaRota {
  path?: string;
  index?: boolean;
  file: string;
  children?: EntradaRota[];
}

/**
 * The app's screens without parameters ('/usuarios', '/usuarios/novo', not '/usuario/:id'). Resource
 * routes (`routes/recursos.*.ts`, the proxies the screens fetch through) are `.ts` modules, screens
 * `.tsx`: only screens are walked.
 */
export function urlsSemParametro(entradas: readonly EntradaRota[] = rotasDoApp as readonly EntradaRota[], prefixo = ''): string[] {
  const urls: string[] = [];
  for (const e of entradas) {
    const caminho = e.path === undefined ? prefixo : `${prefixo}/${e.path}`;
    const tela = e.file.endsWith('.tsx') && !/[:*]/.test(caminho);
    if (tela && (e.path !== undefined || e.index)) urls.push(caminho || '/');
    if (e.children && !/[:*]/.test(caminho)) urls.push(...urlsSemParametro(e.children, caminho));
  }
  return [...new Set(urls)];
}

/** A trip's own screens (`:id` is a trip), walked with a trip each role may read. */
const TELAS_DA_VIAGEM = ['/monitoramento/linha_do_tempo/:id', '/monitoramento/posicionamento/:id', '/monitoramento/rota/:id', '/monitoramento/visualizar/:id'];

/**
 * The trip screens with the id of a trip in transit or finished that the role may read (the
 * domain's exigirLeituraViagem: staff any; a client its clients' trips; a shipper manager also
 * those its managed clients ship), the most recent first. A role that reads no trip (CADASTRO)
 * has none to walk: a refusal is a 403 page, which the browser logs as a failed load. Needs the
 * server's database (E2E_DATABASE_URL, as `npm test` sets it); without it they are left out.
 */
export async function telasDeViagem(papel: Papel): Promise<string[]> {
  if (!process.env.E2E_DATABASE_URL) return [];
  const [legivel] = await sql<{ id: number }>(
    `with u as (select id, grupo_usuario_id, cliente_id from usuarios where username = $1),
          alcance as (select cliente_id from u where cliente_id is not null
                      union select g.cliente_id from usuarios_clientes_gerenciados g join u on g.usuario_id = u.id)
     select m.id from monitoramentos m, u
      where m.excluida_em is null and m.status in (2, 3)
        and (u.grupo_usuario_id between 3 and 7 or m.cliente_id in (select cliente_id from alcance)
             or (u.grupo_usuario_id in (10, 11, 16, 17) and m.embarcador_id in (select cliente_id from alcance)))
      order by m.status desc, m.data_fim desc nulls last, m.id desc limit 1`,
    [papel],
  );
  return legivel ? TELAS_DA_VIAGEM.map((t) => t.replace(':id', String(legivel.id))) : [];
}

/**
 * Pages that stand outside the app shell by the spec: the authentication screens (spec 01 §2.1
 * "Authentication"), /situacoes/app (§2.2) and the public rapid-response authorization (§6).
 * Everything else a signed-in user reaches shows the header and the menu.
 */
const FORA_DO_SHELL = /^\/(login|login\/.*|oauth\/authorize|mudar_senha|novasenha|situacoes\/app|monitoramento\/autorizacao\/pronta_resposta)$/;

/** Roles of this run: all, or those named in CRAWL_PAPEIS (e.g. `CRAWL_PAPEIS=ADMIN,CLIENTE`) while developing. */
export function papeisDoCrawl(): Papel[] {
  const todos = Object.keys(PAPEIS) as Papel[];
  const pedidos = process.env.CRAWL_PAPEIS?.split(',').map((p) => p.trim().toUpperCase()).filter(Boolean);
  return pedidos?.length ? todos.filter((p) => pedidos.includes(p)) : todos;
}

// ---- Untranslated text ----------------------------------------------------------------------

/**
 * English a user must never read: every AG Grid text whose Brazilian translation differs (from
 * the grid's own English locale, so a new grid feature is covered), and the browser's defaults.
 */
const PADROES_DO_NAVEGADOR = ['Choose File', 'Choose file', 'Choose Files', 'No file chosen', 'No file selected', 'Browse...', 'Submit', 'Reset', 'Loading', 'Loading...', 'Search', 'Select', 'Please fill out this field.', 'Please select an item in the list.', 'Untitled'];

function textosIngleses(): { exatos: Set<string>; frases: RegExp[] } {
  const traduzidos = new Set(Object.values(AG_GRID_LOCALE_BR).map((v) => v.trim()));
  const exatos = new Set<string>();
  const frases: RegExp[] = [];
  const ingleses = [
    ...Object.entries(AG_GRID_LOCALE_EN)
      .filter(([chave, v]) => v.trim() !== AG_GRID_LOCALE_BR[chave]?.trim())
      .map(([, v]) => v.trim()),
    ...PADROES_DO_NAVEGADOR,
  ];
  for (const s of new Set(ingleses)) {
    // Symbols, shortcuts and words Portuguese shares ('Total', 'Menu') say nothing about the language.
    if (traduzidos.has(s) || !/[A-Za-z]{2}/.test(s) || /^(Ctrl|Shift|Alt)\+/.test(s)) continue;
    exatos.add(s);
    const palavras = s.replace(/\$\{variable\}/g, ' ').match(/[A-Za-z]+/g) ?? [];
    if (palavras.length < 2) continue;
    const corpo = s
      .split('${variable}')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    frases.push(new RegExp(`(^|[^\\p{L}])${corpo}($|[^\\p{L}])`, 'u'));
  }
  return { exatos, frases };
}
const INGLES = textosIngleses();

/** The English texts among the screen's texts: a text equal to one, or holding one of its phrases. */
export function emIngles(textos: readonly string[]): string[] {
  const achados = new Set<string>();
  for (const t of textos) {
    if (INGLES.exatos.has(t)) achados.add(t);
    else if (INGLES.frases.some((f) => f.test(t))) achados.add(t);
  }
  return [...achados];
}

// ---- The watcher ----------------------------------------------------------------------------

/** Quiet time that counts as settled, the longest wait for it, and what a request loop is. */
const QUIETO_MS = 500;
const CALMA_MAX_MS = 8_000;
const JANELA_LACO_MS = 1_000;
const MAX_POR_JANELA = 3;
/** A screen that never settles is watched over the end of the wait, this long. */
const OBSERVAR_SEM_CALMA_MS = 2_000;
/** The longest a click may wait for its target. */
const ACAO_MS = 5_000;
/** A role's walk stops here and says so, rather than end in a timeout that loses its findings. */
const LIMITE_PAPEL_MS = Number(process.env.CRAWL_LIMITE_MS ?? 8 * 60_000);

/**
 * Watches one page for the whole crawl of a role: console errors, browser exceptions, failed and
 * 5xx requests, each charged to the screen on view; and the requests after the screen settled,
 * for loops. Tiles fail by themselves where the suite runs (no network, or MAP_TILES_URL empty as
 * in `npm test`): then a map must show the offline basemap (README "MAP_TILES_URL"). Intercepting
 * them instead (page.route) would pause every request of the walk and double its time.
 */
export class Vigia {
  readonly falhas: string[] = [];
  tela = '';
  private emVoo = new Set<Request>();
  /** Requests that got an answer below 400 (see the requestfailed handler). */
  private respondidas = new WeakSet<Request>();
  /** Requests made while watching: one from before (the login's landing page) is not this walk's. */
  private vistas = new WeakSet<Request>();
  private ultimaAtividade = Date.now();
  private pedidos: Array<{ chave: string; t: number }> = [];
  private calmaDesde = Date.now();
  private navegando = false;
  /** axe has run on one of the role's screens: its header and menu are checked. */
  private shellExaminado = false;
  /** Where the walk's time goes, by phase (printed with CRAWL_DEBUG). */
  readonly tempos: Record<string, number> = {};
  /** A tile request failed on the screen on view (no network, as in CI): the map needs its basemap. */
  private tilesFalharam = false;

  constructor(
    private readonly page: Page,
    private readonly papel: Papel,
  ) {}

  ligar(): void {
    const page = this.page;
    page.on('console', (m) => {
      if (m.type() === 'error') this.falhar(`erro no console: ${m.text().slice(0, 300)}`);
    });
    page.on('pageerror', (e) => this.falhar(`exceção no navegador: ${e.message.slice(0, 300)}`));
    page.on('request', (r) => {
      this.vistas.add(r);
      // The live desk's stream (EventSource, issue 22) stays open by design while its screen is on
      // view: never "in flight" for settling. Each opening still counts for the loop check, so a
      // stream that keeps failing and reopening is caught.
      if (r.resourceType() !== 'eventsource') this.emVoo.add(r);
      this.ultimaAtividade = Date.now();
      this.pedidos.push({ chave: `${r.method()} ${r.url()}`, t: Date.now() });
    });
    page.on('requestfinished', (r) => {
      this.emVoo.delete(r);
      this.ultimaAtividade = Date.now();
    });
    page.on('requestfailed', (r) => {
      this.emVoo.delete(r);
      this.ultimaAtividade = Date.now();
      const erro = r.failure()?.errorText ?? '';
      if (ehTile(r)) {
        this.tilesFalharam = true;
        return;
      }
      // The landing page's loader after the login, cancelled once answered (its response event came
      // before the watcher): its screen is examined when the walk visits it.
      if (!this.vistas.has(r) && erro.includes('ERR_ABORTED')) return;
      // Leaving a screen cancels what it still had in flight: that is the browser, not the app.
      if (this.navegando && erro.includes('ERR_ABORTED')) return;
      // Remix's single fetch stops reading a `.data` stream once it has decoded the answer: the
      // request was answered (a response event came, below 400) and only its body was cancelled.
      if (erro.includes('ERR_ABORTED') && this.respondidas.has(r)) return;
      this.falhar(`pedido falhou: ${r.method()} ${caminho(r.url())} (${erro})`);
    });
    page.on('response', (r) => {
      if (r.status() < 400) this.respondidas.add(r.request());
      if (r.status() >= 500) this.falhar(`resposta ${r.status()}: ${r.request().method()} ${caminho(r.url())}`);
      // Issue 24's passive scan of every page: what the document itself is served with (the API's
      // own files, a PDF say, are scanned by the bad-input suite).
      if (r.request().resourceType() === 'document' && !new URL(r.url()).pathname.startsWith('/api/')) {
        for (const a of achadosDoDocumento(r.headers())) this.falhar(`${caminho(r.url())}: ${a}`);
      }
    });
  }

  /** Runs a phase of the walk and adds its time to `tempos`. */
  async medir<T>(fase: string, f: () => Promise<T>): Promise<T> {
    const t0 = Date.now();
    try {
      return await f();
    } finally {
      this.tempos[fase] = (this.tempos[fase] ?? 0) + Date.now() - t0;
    }
  }

  falhar(oQue: string): void {
    const linha = `${this.papel} ${this.tela}: ${oQue}`;
    if (!this.falhas.includes(linha)) this.falhas.push(linha);
  }

  /** Opens a URL as a new screen; the watcher charges what happens to it. */
  async ir(url: string): Promise<void> {
    this.tela = url;
    this.tilesFalharam = false;
    this.navegando = true;
    try {
      await this.page.goto(url, { waitUntil: 'load' });
    } catch (e) {
      this.falhar(`não abriu: ${(e as Error).message.split('\n')[0]}`);
    } finally {
      this.navegando = false;
    }
    const final = caminho(this.page.url());
    if (final !== url) this.tela = `${url} → ${final}`;
  }

  /**
   * Back in history (after a record opened from a grid), as a navigation of its own. Going back
   * inside the app resolves at once: what it cancels is reported later, so the leave lasts until
   * the grid settles.
   */
  async voltar(): Promise<void> {
    this.navegando = true;
    try {
      await this.page.goBack({ waitUntil: 'load' });
      await this.calma();
    } finally {
      this.navegando = false;
    }
  }

  /**
   * Waits until no request has been in flight for QUIETO_MS, at most CALMA_MAX_MS. A request
   * repeated more than twice a second never lets the screen settle: then the last
   * OBSERVAR_SEM_CALMA_MS of the wait are what `semLacos` looks at.
   */
  async calma(): Promise<void> {
    const inicio = Date.now();
    while (Date.now() - inicio < CALMA_MAX_MS) {
      if (this.emVoo.size === 0 && Date.now() - this.ultimaAtividade >= QUIETO_MS) {
        this.calmaDesde = Date.now();
        return;
      }
      await this.page.waitForTimeout(100);
    }
    this.calmaDesde = Date.now() - OBSERVAR_SEM_CALMA_MS;
  }

  /**
   * The same request more than MAX_POR_JANELA times within JANELA_LACO_MS after the screen settled
   * (or at the end of a wait for it that never came) is a loop: it never stops by itself.
   */
  semLacos(): void {
    const porChave = new Map<string, number[]>();
    for (const p of this.pedidos) if (p.t >= this.calmaDesde) porChave.set(p.chave, [...(porChave.get(p.chave) ?? []), p.t]);
    for (const [chave, ts] of porChave) {
      let maior = 0;
      for (let i = 0, j = 0; j < ts.length; j++) {
        while (ts[j]! - ts[i]! > JANELA_LACO_MS) i++;
        maior = Math.max(maior, j - i + 1);
      }
      if (maior > MAX_POR_JANELA) {
        const [metodo, url] = chave.split(' ');
        this.falhar(`pedido em laço: ${metodo} ${caminho(url!)} ${maior} vezes em ${JANELA_LACO_MS / 1000} s (${ts.length} desde que a tela assentou)`);
      }
    }
    this.pedidos = this.pedidos.filter((p) => p.t >= Date.now() - JANELA_LACO_MS);
  }

  /**
   * Every check of the issue on what is on view: inside the shell, no horizontal overflow, a map
   * with its basemap, no English, no serious accessibility violation, no request loop.
   */
  async examinar({ acessibilidade = true }: { acessibilidade?: boolean } = {}): Promise<{ controles: string }> {
    const page = this.page;
    await this.medir('calma', () => this.calma());
    const foraDoShell = FORA_DO_SHELL.test(caminho(page.url()).split('?')[0]!);
    const t = await this.medir('estado', () => page.evaluate(estadoDaTela));
    if (!foraDoShell && !t.shell) this.falhar('fora do layout do app (sem o cabeçalho e o menu)');
    if (t.transborda) this.falhar(`a página transborda na horizontal (${t.transborda} px)`);
    // Issue 23: every screen is built; a placeholder anywhere is a finding, not a count.
    if (t.emConstrucao) this.falhar("a tela diz 'Em construção'");
    if (t.mapas && (t.semTiles || this.tilesFalharam) && !t.mapaBase) {
      const desenhou = await page
        .locator('.leaflet-mapa-base-pane path')
        .first()
        .waitFor({ state: 'attached', timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!desenhou) this.falhar('mapa sem o mapa-base com os tiles falhando');
    }
    const ingles = emIngles(t.textos);
    if (ingles.length) this.falhar(`texto em inglês: ${ingles.map((x) => `"${x.slice(0, 80)}"`).join(', ')}`);
    if (acessibilidade && (!this.shellExaminado || primeiroAExaminar(caminho(page.url()), t.controles))) {
      this.shellExaminado = true;
      for (const v of await this.medir('axe', () => violacoesGraves(page, 'axe'))) this.falhar(v);
    }
    this.semLacos();
    return t;
  }
}

/**
 * axe is most of the walk's time, and most screens look the same to several roles. A screen (its
 * path with ids as `:id`, and the controls it offers outside the grid's rows) is checked by axe
 * once per run, by whichever role or worker reaches it first; a role that sees other buttons on
 * it sees another screen. Each role's first screen is always checked (its own header and menu). The claim is a directory, made atomically, in the run's CRAWL_DIR
 * (playwright.config.ts makes one per run; the workers inherit it).
 */
function primeiroAExaminar(url: string, controles: string): boolean {
  const dir = process.env.CRAWL_DIR;
  if (!dir) return true;
  const tela = url.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');
  try {
    mkdirSync(join(dir, assinatura(`${tela} ${controles}`)));
    return true;
  } catch {
    return false;
  }
}

/** A short, file-name-safe digest of a text (FNV-1a, 2 × 32 bits). */
function assinatura(texto: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < texto.length; i++) {
    a = Math.imul(a ^ texto.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ texto.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** A map tile: an image of another origin at /{z}/{x}/{y}. */
function ehTile(r: Request): boolean {
  return r.resourceType() === 'image' && /\/\d+\/\d+\/\d+(@2x)?(\.\w+)?(\?|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search);
}

/**
 * What one look at the page tells (one round trip: the walk visits hundreds of screens). Runs in
 * the browser, so it is self-contained.
 */
function estadoDaTela() {
  /*
   * The screen's texts as a user or a screen reader meets them: rendered text (data cells apart:
   * a record may be named in English) and the attributes that speak (placeholder, aria-label,
   * title, alt). A native file input shows the browser's own English button, so it counts as text.
   */
  const textosDaTela = (): string[] => {
    const textos = new Set<string>();
    const andar = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = andar.nextNode(); n; n = andar.nextNode()) {
      const t = n.nodeValue?.replace(/\s+/g, ' ').trim();
      const el = n.parentElement;
      if (!t || !el || el.closest('script, style, noscript, template, .ag-cell, .grid-leve-linha')) continue;
      if (el.checkVisibility()) textos.add(t);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], [alt], [aria-placeholder], [aria-roledescription]')) {
      if (el.closest('.ag-cell, .grid-leve-linha') || !el.checkVisibility()) continue;
      for (const a of ['placeholder', 'aria-label', 'title', 'alt', 'aria-placeholder', 'aria-roledescription']) {
        const v = el.getAttribute(a)?.replace(/\s+/g, ' ').trim();
        if (v) textos.add(v);
      }
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input[type=file]')) {
      // Our file fields hide the native one (clipped, .visualmente-oculto) behind a Portuguese button.
      const r = el.getBoundingClientRect();
      const estilo = getComputedStyle(el);
      const recortado = estilo.clip.startsWith('rect(0') || estilo.clipPath !== 'none';
      if (el.checkVisibility() && !recortado && r.width > 2 && r.height > 2) textos.add('No file chosen');
    }
    return [...textos];
  };
  /**
   * The screen's controls as a user meets them: not the grid's rows (they carry data, not the
   * screen), not the shell's header and menu (the role's own, checked on the role's first screen).
   */
  const controles = (): string =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [role=button], [role=tab], [role=menuitem]')]
      .filter((el) => !el.closest('.ag-row, header.topo, nav[aria-label="Menu principal"]') && el.checkVisibility())
      .map((el) => `${el.tagName}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}`)
      .join('|');
  const r = document.scrollingElement!;
  return {
    shell: !!document.querySelector('header.topo') && !!document.querySelector('nav[aria-label="Menu principal"]'),
    transborda: r.scrollWidth > r.clientWidth ? `${r.scrollWidth} > ${r.clientWidth}` : null,
    emConstrucao: /em construção/i.test(document.body.innerText),
    mapas: document.querySelectorAll('.leaflet-container').length,
    semTiles: !!document.querySelector('.mapa[data-mapa-base="sim"]'),
    mapaBase: !!document.querySelector('.leaflet-mapa-base-pane path'),
    textos: textosDaTela(),
    controles: controles(),
  };
}

function caminho(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

// ---- The walk -------------------------------------------------------------------------------

/** The links of the role's menu, as rendered. */
export async function entradasDoMenu(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation', { name: 'Menu principal' })
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

/**
 * The first row of the screen's first grid: its context menu (right click), its detail (▸) and
 * the record it opens (double click), each examined like a screen, then back to the grid.
 */
async function examinarGrade(page: Page, vigia: Vigia, tela: string): Promise<void> {
  // A pop-up over the grid (/usuarios/novo) is the screen: the grid behind it is its own URL's.
  if (await page.locator('dialog[open]').count()) return;
  // AG Grid comes after the first paint (the kit's plain table stands in for it until then).
  await page.locator('.grid-leve').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => vigia.falhar('a grade não carregou o AG Grid'));
  const linha = page.locator('.grid-kit .ag-row[row-index="0"]:not(.ag-full-width-row)').first();
  if (!(await linha.count())) return;
  // A cell that only shows a value: not the copy-on-click ones, not the detail toggle, no control in it.
  const celula = linha.locator('.ag-cell:not(.celula-copiavel):not([col-id="__alternarDetalhe"]):not(:has(input, button, a))').first();
  if (!(await celula.count())) return;
  // A user's gesture that cannot be made (something covers the row, the grid is gone) is a finding too.
  const gesto = (feito: Promise<unknown>, oQue: string) =>
    feito.then(
      () => true,
      () => {
        vigia.falhar(`não foi possível ${oQue}`);
        return false;
      },
    );

  vigia.tela = `${tela} › menu de contexto da 1ª linha`;
  if (!(await gesto(celula.click({ button: 'right', timeout: ACAO_MS }), 'abrir o menu de contexto'))) return;
  const menu = page.locator('.menu-contexto');
  if (await menu.waitFor({ timeout: 1_000 }).then(() => true, () => false)) {
    await vigia.examinar({ acessibilidade: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => vigia.falhar('o menu de contexto não fecha com Escape'));
  }

  const alternar = linha.locator('.grid-alternar-detalhe');
  if (await alternar.count()) {
    vigia.tela = `${tela} › detalhe da 1ª linha`;
    if (!(await gesto(alternar.click({ timeout: ACAO_MS }), 'abrir o detalhe'))) return;
    await page
      .locator('.grid-detalhe')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => vigia.falhar('o detalhe não abriu'));
    await vigia.examinar({ acessibilidade: false });
    if (!(await gesto(alternar.click({ timeout: ACAO_MS }), 'fechar o detalhe'))) return;
  }

  vigia.tela = `${tela} › 1ª linha`;
  // The kit first writes the selected row into the grid's URL (?sel=), then navigates: wait for the path.
  const antes = new URL(page.url()).pathname;
  if (!(await gesto(celula.dblclick({ timeout: ACAO_MS }), 'dar duplo clique na linha'))) return;
  const abriu = await page.waitForURL((u) => u.pathname !== antes, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!abriu) return;
  await page.waitForLoadState('load');
  vigia.tela = `${tela} › 1ª linha: ${caminho(page.url()).split('?')[0]}`;
  await vigia.examinar();
  await vigia.voltar();
}

export interface ResultadoCrawl {
  falhas: string[];
  visitadas: string[];
}

/**
 * The headers a page of the product must carry (lowercase names, as Playwright gives them): no
 * sniffing, never in a frame, a CSP with scripts by nonce, no cache of a signed-in page, nothing
 * naming the server's software, cookies only HttpOnly and SameSite.
 */
function achadosDoDocumento(h: Record<string, string>): string[] {
  const achados: string[] = [];
  const csp = h['content-security-policy'] ?? '';
  if (h['x-content-type-options'] !== 'nosniff') achados.push('página sem X-Content-Type-Options: nosniff');
  if (!/frame-ancestors 'none'/.test(csp)) achados.push('página sem frame-ancestors na CSP');
  if (!/script-src [^;]*'nonce-/.test(csp) || /script-src [^;]*'unsafe-inline'/.test(csp)) achados.push(`CSP sem scripts por nonce: ${csp.slice(0, 80)}`);
  if (!/no-store/.test(h['cache-control'] ?? '')) achados.push('página sem Cache-Control: no-store');
  if (h['x-powered-by']) achados.push(`X-Powered-By: ${h['x-powered-by']}`);
  for (const c of (h['set-cookie'] ?? '').split('\n').filter(Boolean)) {
    if (!/;\s*HttpOnly/i.test(c) || !/;\s*SameSite=(Strict|Lax)/i.test(c)) achados.push(`cookie sem HttpOnly/SameSite: ${c.split('=')[0]}`);
  }
  return achados;
}

/**
 * One role's walk: `menu` visits the entries of its menu,
 * `rotas` the parameterless URLs of the route table that are not in its menu, and the trip screens
 * with a trip the role may read (telasDeViagem).
 */
export async function percorrer(page: Page, papel: Papel, parte: 'menu' | 'rotas'): Promise<ResultadoCrawl> {
  await entrar(page, papel);
  const vigia = new Vigia(page, papel);
  vigia.ligar();
  const menu = await entradasDoMenu(page);
  const urls = parte === 'menu' ? menu : [...urlsSemParametro().filter((u) => !menu.includes(u)), ...(await telasDeViagem(papel))];
  // A screen reached again (the login page every forbidden URL goes to) is only watched, not examined again.
  const examinadas = new Set<string>();
  const inicio = Date.now();
  for (const [i, url] of urls.entries()) {
    if (Date.now() - inicio > LIMITE_PAPEL_MS) {
      vigia.tela = url;
      vigia.falhar(`varredura interrompida por tempo: ${urls.length - i} de ${urls.length} telas não visitadas`);
      break;
    }
    const t0 = Date.now();
    await vigia.medir('ir', () => vigia.ir(url));
    const final = caminho(page.url()).split('?')[0]!;
    if (examinadas.has(final)) {
      await vigia.calma();
      vigia.semLacos();
      continue;
    }
    examinadas.add(final);
    const t = await vigia.examinar();
    // The grid's gestures (menu, detail, record) once per screen as its controls show it, like axe.
    if (primeiroAExaminar(`grade:${final}`, t.controles)) await vigia.medir('grade', () => examinarGrade(page, vigia, vigia.tela));
    if (process.env.CRAWL_DEBUG) console.log(`${papel} ${url} ${Date.now() - t0} ms`);
  }
  if (process.env.CRAWL_DEBUG) console.log(`${papel} ${parte}: ${Math.round((Date.now() - inicio) / 1000)} s`, Object.fromEntries(Object.entries(vigia.tempos).map(([k, v]) => [k, Math.round(v / 1000)])));
  return { falhas: vigia.falhas, visitadas: urls };
}
