import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DueDateCell } from './due-date-cell.tsx';

const firm = { dueDate: '2025-05-19', estimated: false, estimateNote: null, toleranceDate: null };

describe('DueDateCell', () => {
  it('shows the legal due date as JJ/MM/AAAA, with nothing else for a firm date on time', () => {
    const { container } = render(<DueDateCell row={firm} overdue={false} />);
    expect(container).toHaveTextContent(/^19\/05\/2025$/);
    expect(screen.queryByText('En retard')).not.toBeInTheDocument();
  });

  it('says « En retard » beside an overdue date', () => {
    render(<DueDateCell row={firm} overdue />);
    expect(screen.getByText('19/05/2025')).toBeInTheDocument();
    expect(screen.getByText('En retard')).toBeInTheDocument();
  });

  it('marks an estimated date « estimée », its assumption in the tooltip and for screen readers', () => {
    const note = 'Clôture supposée au 31/12';
    render(<DueDateCell row={{ ...firm, estimated: true, estimateNote: note }} overdue={false} />);
    const badge = screen.getByTitle(note);
    expect(badge).toHaveTextContent(`estimée (${note})`);
  });

  it('an estimate without a note still says to check it', () => {
    render(<DueDateCell row={{ ...firm, estimated: true }} overdue={false} />);
    expect(screen.getByTitle('Date estimée : à vérifier')).toHaveTextContent(/^estimée$/);
  });

  it('shows the online tolerance beside the legal date, never instead of it', () => {
    render(<DueDateCell row={{ ...firm, toleranceDate: '2025-06-05' }} overdue={false} />);
    expect(screen.getByText('19/05/2025')).toBeInTheDocument();
    expect(screen.getByText('Tolérance en ligne : 05/06/2025')).toBeInTheDocument();
  });
});
