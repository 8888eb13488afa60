import { sourceContract } from './contract';
import { createVtexSource } from './vtex';

// The fixture shop pages its 7 products 4 at a time (a real store is asked for 50 a request).
sourceContract(createVtexSource({ pageSize: 4 }), ['vtex-nativa']);
