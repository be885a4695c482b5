import { describeResaleCertificateStore } from './resale-certificate-store-contract';
import { InMemoryResaleCertificateStore } from './in-memory-resale-certificate-store';

describeResaleCertificateStore('InMemoryResaleCertificateStore', async () => new InMemoryResaleCertificateStore());
