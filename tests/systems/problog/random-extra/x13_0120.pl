:- use_module(library(lists)).
0.9::e0(1).
0.5::e0(2).
0.2::e1(2).
0.1::e1(2); 0.1::e1(3); 0.3::e1(1).
p00(2) :- p00(Y), \+ e1(Y).
p01(X,X) :- p01(Y,2), p00(3), e1(1), between(1,3,X), not e0(3).
p01(3,Y) :- p01(X,X), p00(X), e1(1), between(1,3,Y), \+ e1(1), findall(V, e1(V), L), L \= [].
p10 :- (e0(3), e1(Y), \+ e0(1), T =.. [g, Y], T \== g(0)) ; (p01(Z,3), findall(V, p01(3,V), L), L \= [], subquery(p00(2), Q), Q < 0.33).
0.9::\+p10 :- e0(2).
p20(Y) :- e1(Z), p00(Z), between(1,3,Y), compare(O, Y, 2).
\+p20(X) :- e1(X).
query(p10).
query(p20(3)).
query(e1(X)) :- between(1,2,X).
evidence(e0(3), false).
