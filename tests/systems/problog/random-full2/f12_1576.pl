:- use_module(library(lists)).
0.8::e1.
e2(1,2).
e3(2,2).
0.8::e3(2,3).
e3(3,2).
p00(X,Y) :- p00(3,Z), p01, between(1,3,X), between(1,3,Y), compare(O, Z, 1).
p00(Y,X) :- e3(X,Y), e1, T =.. [g, X], T \== g(0).
p01 :- e0(3), e2(Y,X), p01.
0.75::p01 :- e3(X,X), X =:= 1.
0.6::p01 <- e0(Z), e0(1), e1.
p10(1,Y) :- e3(X,X), e1, between(1,3,Y), \+ p00(2,2), X =\= 1.
p10(Y,1) :- p00(Z,Y), not e0(Y).
0.2::p10(Y,1) :- p01, between(1,3,Y).
p20 <- e3(3,Z), \+ e0(Z).
0.4::p20 :- Y == 1, e3(1,Y), e1, findall(V, p00(1,V), L), L \= [].
0.2::p20 :- e2(Y,Y).
0.8::p21(2,X) :- X \== 1, e1, between(1,3,X).
P::p21(Y,X) :- ((e1, between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), not e2(3,Y)) ; (p20, p20, e2(Z,X), between(1,3,Y))), P is Y / 4.
P::p21(Y,2) :- ((p20, e0(Y)) ; (e2(1,Z), between(1,3,Y))), P is Y / 4.
p30 :- p30, call(e0, 3).
query(e1).
query(e2(Y,Y)).
evidence(p01, false).
