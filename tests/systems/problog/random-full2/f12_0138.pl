:- use_module(library(lists)).
0.4::e0(2,1).
0.8::e0(3,1).
0.75::e0(1,1).
0.1::e0(1,1); 0.1::e0(3,3).
0.1::e1(2,1).
0.3::e1(2,2).
0.1::e1(1,2).
0.4::e2(1).
0.1::e2(2); 0.2::e2(3).
p00(Y,Y) :- p01(Z,Y), e1(Z,Z), e0(3,Y), \+ e2(Z), compare(O, Z, 1).
p01(Y,3) :- e0(Y,Y), e0(Y,Z), e2(Z), not e2(Y), W is Y + 1, W < 5.
0.4::p01(Y,X) :- e1(Y,3), p00(Y,Y), between(1,3,X), X @< a.
0.6::p10(Y,Y) :- e1(X,Z), p01(X,Z), between(1,3,Y), Y =\= 3, Z =:= 1.
p10(2,3) :- p00(Y,3), \+ e0(Y,Y).
p10(X,X) :- p10(Z,Y), p10(3,Y), e2(2), between(1,3,X).
p20(X) :- p20(Z), between(1,3,X).
0.4::p20(1) :- p20(X), not p01(1,X), \+ p01(X,X).
p20(Y) :- p01(3,Z), between(1,3,Y), not e0(Y,Z).
P::p21(Y) :- (p20(Z), p00(Z,Z), between(1,3,Y), Y =\= 3, T =.. [g, Z], T \== g(0)), P is Y / 4.
p21(X) :- e2(X), p10(X,X), findall(V, e1(2,V), L), L = [].
query(e0(2,3)).
query(e0(3,X)).
query(p01(1,X)).
query(p10(X,X)) :- between(1,2,X).
evidence(e0(1,2), false).
