:- use_module(library(lists)).
0.4::e0(1,2).
0.8::e0(3,2).
0.2::e0(1,1); 0.3::e0(3,3).
0.3::e1(1).
0.9::e1(3).
0.9::e1(2).
0.1::e1(3); 0.1::e1(1).
e2(3,2).
e2(1,2).
p00(Y) :- p00(2), between(1,3,Y).
p10(X,Y) :- (e2(Z,1), between(1,3,X), between(1,3,Y), call(p00, 3)) ; (e2(3,Y), between(1,3,X)).
0.2::p10(Y,X) :- p00(1), between(1,3,X), between(1,3,Y), X >= 2, X =\= 3.
p11 :- e1(2), findall(V, e1(V), L), L = [].
p20(Y) :- p00(Y), p20(Z), p10(Z,Y), not p10(Z,Y), \+ p11.
0.5::p21(X) :- (e1(Z), between(1,3,X)) ; (p21(3), p10(Z,1), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2, \+ p00(Z)).
p30(X) :- (e1(3), e1(3), between(1,3,X), X \== X) ; (e1(2), between(1,3,X), X \= X).
p31(Y) :- e2(Y,Y), call(p00, Y), \+ p11.
p31(X) :- (p20(3), e0(2,1), between(1,3,X), T =.. [g, X], T \== g(0), X =:= 3) ; (p21(X), e1(X)).
query(p20(Y)).
