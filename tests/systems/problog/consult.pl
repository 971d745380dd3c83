% :- consult(File): the clauses of another file, relative to this one (a file consulted twice
% loads once).
:- consult('consult-parts/coins.plc').
:- consult('consult-parts/coins.plc').
:- consult('consult-parts/more.plc').
both :- heads1, heads2.
query(both). query(heads1). query(extra).
