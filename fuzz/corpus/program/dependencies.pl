% The paper's appendix "Modelling Dependencies": whether there is an earthquake depends on
% whether there is a burglary, through two conditional facts and logic (here with fixed
% probabilities instead of networks).
0.7::burglary.
0.2::e_if_b.
0.01::e_if_not_b.
earthquake :- e_if_b, burglary.
earthquake :- e_if_not_b, \+ burglary.
alarm :- burglary.
alarm :- earthquake.
query(earthquake).
query(alarm).
