:- use_module(library(lists)).
0.1::e0(2); 0.1::e0(3); 0.1::e0(1).
0.4::e1(2).
e2(1,2).
0.6::e2(1,1).
0.1::e2(3,3); 0.2::e2(1,1); 0.3::e2(2,2).
p00(Y) :- (e2(Z,X), e1(X), between(1,3,Y), X =\= 3) ; (e1(2), e1(X), between(1,3,Y), X @>= 3).
P::p00(X) :- (e2(Y,Z), e1(Y), e2(Z,1), between(1,3,X), findall(V, e2(Y,V), L), L = []), P is X / 4.
p00(Y) :- e2(Y,1), e1(2).
p10(1) :- e0(Z), p10(Y), call(e0, 3).
p10(X) :- p10(Y), p00(Z), e0(Y), between(1,3,X), Y \= X.
P::p10(X) :- (X == 2, p00(1), e0(3), e1(Z), between(1,3,X), Z =:= 2), P is X / 4.
p20(X) :- X \== 1, e1(1), p21(3), between(1,3,X), X =:= 1.
p20(Y) :- e1(Z), p20(Z), e1(Z), between(1,3,Y).
p21(X) :- e0(X).
0.75::p21(3) :- e2(Y,Z), p10(3), p10(Z), call(p10, Z).
p21(Y) :- (p21(X), between(1,3,Y), \+ e2(3,Y), T =.. [g, X], T \== g(0)) ; (e1(1), p10(Z), p00(Z), between(1,3,Y), \+ e2(Z,Y), Y < 1).
query(p00(Y)).
