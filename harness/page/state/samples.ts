/**
 * Things to scan or visit (book barcodes, ISBNs, reader cards, branches, copies by state, open
 * transfer codes, events' venue check-in codes, study spaces' door codes), from the server.
 */
import { controlApi, type Samples } from './api';
import { createStore } from './store';

export const samples = createStore<Samples>({
  books: [],
  cards: [],
  libraries: [],
  copies: [],
  transfers: [],
  venues: [],
  doors: [],
});

export async function loadSamples(): Promise<void> {
  try {
    samples.set(await controlApi.samples());
  } catch {
    // The panels still take typed input.
  }
}
