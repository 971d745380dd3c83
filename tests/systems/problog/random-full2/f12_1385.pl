:- use_module(library(lists)).
e0(3,3).
0.2::e1(2,1).
0.9::e1(2,3).
0.2::e1(2,2).
e3(2).
0.2::e3(2); 0.2::e3(1).
p00(1,Y) :- e0(Z,X), e1(X,2), between(1,3,Y), findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
p00(3,Y) :- e3(Y), e3(Y), e2(Z,Y), Y @=< a.
p00(X,Y) :- p00(1,X), e2(Y,X), e3(Y), findall(V, e0(2,V), L), L \= [], findall(V, e2(X,V), L), L \= [].
P::p10(Y,X) :- (p00(Z,Z), e2(Z,1), e2(1,Z), between(1,3,X), between(1,3,Y)), P is X / 4.
p10(X,X) <- e0(2,Y), e3(Y), p00(X,Y).
p11(Y) :- (e3(1), p11(Y)) ; (e3(3), p00(Y,Z), e2(Y,Y), Z < 2).
p11(3) <- e2(Y,3), e3(Y), e3(Y), \+ e3(3), \+ e1(2,Y).
p11(X) :- X \== 3, e2(1,Z), p00(Z,X), \+ p00(2,X).
0.6::p20(X) :- e3(Y), p00(X,2), call(p10, Y, X).
query(p11(X)).
