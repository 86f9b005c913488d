import { renderTerminal } from '../src/report/terminal.ts';
