:- use_module(library(lists)).
0.9::e0(3,1).
0.8::e1(1).
0.3::e2(2).
0.7::e2(3).
0.2::e2(2); 0.2::e2(3).
0.25::e3.
p00(Y) :- p00(Y), compare(O, Y, 2), Y \= 2.
p00(1) :- e0(2,X), findall(V, e1(V), L), L \= [], X \= X.
P::p00(X) :- (e0(Z,Y), e0(1,Z), e1(2), between(1,3,X), findall(V, e1(V), L), L \= []), P is X / 4.
p01(X,X) :- e3, e1(2), e2(Y), between(1,3,X).
p10(Y,3) :- p00(Y), e3.
query(e2(X)).
query(p01(3,Y)).
