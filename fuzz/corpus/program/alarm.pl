% The paper's running example as a ProbLog program: the alarm goes off on a burglary or an
% earthquake. `deeplog run examples/programs/alarm.pl` prints alarm: 0.703.
0.7::burglary.
0.01::earthquake.
alarm :- burglary.
alarm :- earthquake.
query(alarm).
