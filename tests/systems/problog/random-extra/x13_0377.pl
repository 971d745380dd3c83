:- use_module(library(lists)).
0.8::e0(3).
0.2::e0(2).
e1(3).
p00 :- (e1(3)) ; (e0(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
0.75::p00 :- p00, e1(Y), e0(Y), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- e0(2), p00, between(1,3,X), \+ e1(X).
P::p10(Y) :- (p10(Z), p10(Y), p10(Z), findall(V, e0(V), L), L \= []), P is Y / 4.
0.6::\+p10(3) :- e1(1).
0.8::p20 :- (e0(Z), p20, p20) ; (p21(1,3), T =.. [g, 1], T \== g(0)).
p20 :- p21(Y,1), call(e0, Y), \+ p10(Y).
0.4::p20 :- p10(Y), p21(Z,Y), findall(V, e0(V), L), length(L, N), N >= 2, Y == Y.
0.1::p21(Y,Y) :- p10(2), e1(1), between(1,3,Y), W is Y + 1, W < 5.
query(e1(Y)).
query(e0(X)) :- between(1,2,X).
