% library(assert): assertz/1 as a directive adds a clause as the program loads.
:- use_module(library(assert)).
p(1).
:- assertz(p(2)).
:- assertz((q(X) :- p(X), X > 0)).
:- assertz((0.5::r(a))).
:- assertz(((0.3::s; 0.6::t))).
w(L) :- findall(X, p(X), L).
query(q(_)). query(r(a)). query(s). query(t). query(w(_)).
