import { useQuery } from '@tanstack/react-query';
import { studentRecordings } from '../../../entities/recording/api/student-recordings.ts';

export const useStudentRecordings = () =>
  useQuery({ queryKey: ['recordings', 'students'], queryFn: ({ signal }) => studentRecordings(signal) });
