:- use_module(library(lists)).
0.7::e0(1).
e1(2,2).
0.3::e1(1,1); 0.2::e1(3,3).
0.7::e2.
e3(2,2).
0.9::e3(1,3).
0.7::e3(3,2).
p00(2) :- p00(2), e3(Y,Y).
p00(X) :- (e0(1), between(1,3,X)) ; (e2, between(1,3,X)).
p00(X) :- e2, e3(2,Z), e0(Z), between(1,3,X).
p10(1) :- p00(Y), e1(Z,Y), e2, T =.. [g, Y], T \== g(0).
p11(Y) :- p11(Z), e0(1), between(1,3,Y), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
0.8::p11(1) :- p10(3).
p20(1) <- p20(Z), \+ e0(Z), \+ p00(Z).
0.4::p20(Y) :- e0(X), between(1,3,Y).
p20(3) :- p20(X), e3(X,X).
p21 :- p00(3), e3(X,Y).
p30(X,X) :- e3(X,X), X @=< 1.
P::p30(X,X) :- (p10(2), e2, e0(1), between(1,3,X), \+ e0(2)), P is X / 4.
0.6::p31(1) :- p21, e0(Z), \+ p10(Z), Z =\= 1.
p31(X) :- p20(2), p21, p11(Z), between(1,3,X), Z \= Z.
p31(Y) :- e0(2), p30(X,X), between(1,3,Y), findall(V, p20(V), L), L \= [].
query(p21).
query(p10(1)).
