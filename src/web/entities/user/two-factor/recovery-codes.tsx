import { useState } from 'react';
import { Check, Copy } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';

/** The ten recovery codes, shown once: each opens a session once when the phone is not at hand. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Notez-les ou imprimez-les, et gardez-les hors de votre téléphone : chacun ne sert qu’une fois, et ils ne seront plus affichés.
      </p>
      <ul aria-label="Codes de récupération" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Codes copiés' : 'Copier les codes'}
        </Button>
      </div>
    </div>
  );
}
