:- use_module(library(lists)).
e0(2).
0.3::e0(1); 0.3::e0(3); 0.3::e0(2).
0.9::e1(2,2).
0.9::e1(3,3).
0.4::e1(2,3).
0.1::e1(3,3); 0.2::e1(1,1).
p00(Y,Y) :- (p01(Z), e1(Y,1), Z = Y) ; (p00(2,Y), p00(Y,Y), p00(Y,Y), T =.. [g, Y], T \== g(0)).
p01(3) :- Z == 3, p01(Z), p01(Z), \+ e1(2,Z).
p10(X) :- p01(Y), between(1,3,X), findall(V, p01(V), L), L = [], not p01(3).
p10(2) :- p00(3,2), call(p00, 3, 1), \+ p01(1).
query(e0(X)).
query(p01(X)) :- between(1,2,X).
evidence(p01(1), true).
