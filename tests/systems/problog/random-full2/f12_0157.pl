:- use_module(library(lists)).
0.2::e0(3).
0.2::e0(3); 0.3::e0(1).
0.3::e1(3,3); 0.1::e1(1,1); 0.1::e1(2,2).
e3(1,2).
0.6::e3(2,2).
P::p00(Y) :- (e1(X,2), between(1,3,Y), W is X + 3, W < 5), P is Y / 4.
p10(Y) :- p11, p10(2), p10(1), between(1,3,Y), \+ e3(Y,Y).
p10(X) :- X \== 3, p11, between(1,3,X), X =\= 2.
0.2::p10(Y) :- e3(2,3), e2(3), between(1,3,Y).
p11 :- p00(Z), p00(3).
p11 :- p00(Z), e0(Z), p10(2), Z < 3.
p11 :- e3(Z,Y), e3(1,1), T =.. [g, Y], T \== g(0), compare(O, Y, 1).
p20(X) :- p11, between(1,3,X), W is X + 1, W < 5.
p20(X) :- (e0(Y), p20(Y), p21(Y,3), between(1,3,X)) ; (e3(Y,2), between(1,3,X)).
p20(Y) <- Z == 3, p21(Y,Z), e1(1,2), \+ e1(3,Z).
p21(Y,Y) :- e2(Z), p00(2), between(1,3,Y), W is Z + 2, W < 5, Z \== 1.
p21(Y,Y) :- e1(Z,Y), Y @>= 2, Z >= 3.
p30(X,Y) :- (e3(X,Z), e0(Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (p31(Z), e3(Z,Z), e3(Z,Z), between(1,3,X), between(1,3,Y), Y =\= 2).
0.2::p30(X,Y) :- e1(2,3), between(1,3,X), between(1,3,Y), findall(V, p21(2,V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0).
P::p30(X,X) :- (p20(Y), p11, p31(Y), between(1,3,X)), P is X / 4.
0.9::p31(2) :- p11, e1(X,Z), e0(Z), findall(V, e3(3,V), L), length(L, N), N >= 1.
p31(X) :- p11, between(1,3,X), \+ p21(X,X), X \= X.
query(e2(1)).
query(p31(Y)).
query(e3(1,X)).
